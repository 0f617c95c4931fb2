// The explorer page's style sheet, as plain CSS. The colours of a view's part in a hit test come from the
// scene renderer's styles (ExplorerTemplate.roleStyles), so the page and the still pictures agree.

extension ExplorerTemplate {
  /// The page's style sheet, without the hit-test role colours.
  static let styleSheet = #"""
    :root { color-scheme: light; --accent: #1864ab; --muted: #495057; --line: #dee2e6; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #212529; background: #f8f9fa; }
    header, main section, main > figure { background: #fff; border: 1px solid var(--line); border-radius: 6px; }
    header { margin: 8px; padding: 8px 12px; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    h2 { font-size: 15px; margin: 0 0 6px; }
    h3 { font-size: 14px; margin: 4px 0; }
    .hint, .empty, .note, figcaption { color: var(--muted); }
    :focus-visible { outline: 3px solid #f76707; outline-offset: 2px; }
    button { font: inherit; cursor: pointer; }
    .controls { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
    #scrubber { flex: 1 1 300px; }
    #step-label { font-weight: 600; min-width: 20em; }
    #steps { list-style: none; margin: 6px 0 0; padding: 0; max-height: 88px; overflow: auto;
      display: flex; flex-wrap: wrap; gap: 2px; }
    #steps button { border: 1px solid var(--line); background: #fff; border-radius: 4px; padding: 1px 6px;
      font-size: 12px; }
    #steps button[aria-current] { background: var(--accent); color: #fff; border-color: var(--accent); }
    main { display: grid; grid-template-columns: minmax(320px, 3fr) minmax(260px, 2fr); gap: 8px;
      margin: 0 8px 8px; }
    main section, main > figure { padding: 8px 12px; margin: 0; min-width: 0; }
    .side { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
    main { align-items: start; }
    #scene svg { width: 100%; height: auto; max-height: 70vh; display: block; }
    #scene g.view { cursor: pointer; }
    #scene g.view.earlier polygon.frame { stroke-opacity: 0.55; }
    #scene svg g.view.picked polygon.frame { stroke: #ae3ec9; stroke-width: 3px; stroke-dasharray: none; }
    #scene .touch { fill: #e03131; stroke: #fff; stroke-width: 1.5px; }
    #scene .touch.phase-ended, #scene .touch.phase-cancelled { fill: #fff; stroke: #e03131; }
    #scene .hit-point { fill: none; stroke: #e03131; stroke-width: 1.5px; }
    #scene .label { fill: #212529; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; paint-order: stroke; }
    #hit-details { margin: 6px 0; }
    #hit-text { font-size: 12px; max-height: 240px; overflow: auto; background: #f8f9fa; padding: 6px; margin: 4px 0; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; list-style: none; font-size: 12px; }
    .swatch { display: inline-block; width: 14px; height: 10px; margin-right: 4px; border: 2px solid; }
    #views { list-style: none; padding: 0; margin: 0; max-height: 180px; overflow: auto; }
    #views button { border: none; background: none; padding: 1px 4px; text-align: left; }
    #views button[aria-pressed="true"] { background: #f3d9fa; }
    #explanation p, #transition p { margin: 4px 0; }
    .lane { display: grid; grid-template-columns: 9em 1fr 6em; align-items: center; gap: 6px; margin: 4px 0; }
    .lane-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
    .track { position: relative; height: 26px; background: #f1f3f5; border-radius: 4px; overflow: hidden; }
    .segment { position: absolute; top: 8px; height: 10px; }
    .transition { position: absolute; top: 2px; height: 22px; padding: 0 4px; font-size: 11px; border-radius: 4px;
      border: 1px solid #343a40; background: #fff; transform: translateX(-50%); }
    .cursor { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent); }
    .state-possible { background: #ced4da; }
    .state-began { background: #a5d8ff; }
    .state-changed { background: #74c0fc; }
    .state-ended, .state-recognized { background: #8ce99a; }
    .state-failed { background: #ffa8a8; }
    .state-cancelled { background: #ffc078; }
    #chain { margin: 0; padding-left: 1.4em; font-family: ui-monospace, monospace; font-size: 12px; }
    #text { max-height: 320px; overflow: auto; background: #f8f9fa; border: 1px solid var(--line); padding: 6px;
      margin: 0; font-size: 12px; }
    #text .current { background: #fff3bf; }
    #text-panel, #lanes-panel { grid-column: 1 / -1; }
    """#
}
