// The explorer page's script, as plain JavaScript: no library, no build step. Edit it here; the browser tests
// (Tests/Browser) load every example's page and check what it shows.

extension ExplorerTemplate {
  /// The page's script: it reads the two embedded JSON documents and shows the selected step.
  static let script = #"""
    'use strict';
    // The explorer page's script: it reads the JSON trace and the explorer data embedded above it,
    // and shows the selected step. Every sentence it shows was written by HitTestKit in Swift;
    // the script only picks which.
    const doc = JSON.parse(document.getElementById('trace-json').textContent);
    const data = JSON.parse(document.getElementById('explorer-data').textContent);
    const $ = (id) => document.getElementById(id);
    const SVG = 'http://www.w3.org/2000/svg';
    const CHAIN_KINDS = new Set([
      'touchBound', 'delivered', 'forwarded', 'handled', 'unhandled', 'notDelivered', 'controlEvents',
    ]);
    const ROLE_WORDS = {
      hit: 'the view hit', hitPath: 'on the hit path', visited: 'visited',
      skipped: 'skipped', passedOver: 'passed over',
    };
    const state = { rec: 0, step: 0, view: null, transition: null, sceneShown: null };
    let rec = null;      // the selected recording's explorer data
    let entries = [];    // its entries in the JSON trace
    let stepOfEntry = [];
    let lanes = [];

    function element(tag, attributes, text) {
      const node = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function time(seconds) { return '[' + seconds.toFixed(3) + ']'; }

    function stepName(step, index) {
      const event = step.event !== null && step.label.indexOf('touch') === 0 ? ' · event ' + step.event : '';
      return (index + 1) + '. ' + time(step.time) + ' ' + step.label + event;
    }

    // Recording: rebuild the steps, the lanes and the text.
    function selectRecording(index) {
      state.rec = index;
      rec = data.recordings[index];
      entries = doc.recordings[index].entries || [];
      stepOfEntry = [];
      rec.steps.forEach((step, s) => { for (let e = step.first; e < step.end; e++) stepOfEntry[e] = s; });
      state.sceneShown = null;
      state.view = null;
      state.transition = null;
      $('scrubber').max = String(rec.steps.length - 1);
      const list = $('steps');
      list.replaceChildren();
      rec.steps.forEach((step, s) => {
        const attributes = { type: 'button', tabindex: '-1', 'data-step': s };
        const button = element('button', attributes, stepName(step, s));
        button.addEventListener('click', () => selectStep(s));
        list.append(element('li', {}));
        list.lastChild.append(button);
      });
      const text = $('text');
      text.replaceChildren();
      rec.lines.forEach((line, e) => text.append(element('span', { 'data-entry': e }, line + '\n')));
      buildLanes();
      $('transition').textContent = 'Select a transition in a lane to read its cause.';
      $('explanation').textContent = 'Select a view (in the picture or the list) to read why it did '
        + 'or did not get the touch.';
      selectStep(0);
    }

    // Recognizer lanes: one per recognizer a touch was bound to or that changed state.
    function buildLanes() {
      const byId = new Map();
      const lane = (ref) => {
        if (!byId.has(ref.id)) byId.set(ref.id, { id: ref.id, name: ref.name, transitions: [], changes: [] });
        return byId.get(ref.id);
      };
      entries.forEach((entry, e) => {
        if (entry.kind === 'touchBound') entry.recognizers.forEach(lane);
        if (entry.kind === 'gesture' && entry.note && entry.note.kind === 'transition') {
          const transition = { entry: e, step: stepOfEntry[e], from: entry.note.from, to: entry.note.to };
          lane(entry.recognizer).transitions.push(transition);
          lane(entry.recognizer).changes.push(transition);
        }
        // A reset (after the touches end) puts the recognizer back to possible.
        if (entry.kind === 'gesture' && entry.note && entry.note.kind === 'reset') {
          lane(entry.recognizer).changes.push({ step: stepOfEntry[e] + 0.5, to: 'possible' });
        }
      });
      lanes = Array.from(byId.values());
      const container = $('lanes');
      container.replaceChildren();
      if (lanes.length === 0) {
        container.append(element('p', { class: 'empty' }, 'No gesture recognizer took part.'));
        return;
      }
      const count = rec.steps.length;
      const at = (s) => ((s + 0.5) / count * 100) + '%';
      for (const item of lanes) {
        const row = element('div', { class: 'lane', role: 'group', 'aria-label': 'recognizer ' + item.name });
        row.append(element('span', { class: 'lane-name', title: item.name }, item.name));
        const track = element('div', { class: 'track' });
        const first = item.transitions.length ? item.transitions[0].from : 'possible';
        const changes = [{ step: -0.5, to: first }].concat(item.changes);
        changes.forEach((change, k) => {
          const end = k + 1 < changes.length ? changes[k + 1].step : count - 0.5;
          const segment = element('span', { class: 'segment state-' + change.to });
          segment.style.left = at(change.step);
          segment.style.width = ((end - change.step) / count * 100) + '%';
          track.append(segment);
        });
        const perStep = new Map();
        item.transitions.forEach((transition) => {
          const offset = perStep.get(transition.step) || 0;
          perStep.set(transition.step, offset + 1);
          const label = item.name + ': ' + transition.from + ' → ' + transition.to + ' at step '
            + (transition.step + 1);
          const button = element('button', { type: 'button', class: 'transition state-' + transition.to,
            'aria-label': label, title: label }, transition.to);
          button.style.left = 'calc(' + at(transition.step) + ' + ' + (offset * 4) + 'em)';
          button.addEventListener('click', () => showTransition(item, transition));
          track.append(button);
        });
        track.append(element('span', { class: 'cursor', 'aria-hidden': 'true' }));
        row.append(track);
        row.append(element('span', { class: 'lane-state', 'aria-live': 'off' }));
        container.append(row);
      }
    }

    function showTransition(item, transition) {
      state.transition = transition;
      selectStep(transition.step);
      const box = $('transition');
      box.replaceChildren();
      box.append(element('h3', {}, item.name + ': ' + transition.from + ' → ' + transition.to));
      box.append(element('p', { class: 'cause' }, rec.lines[transition.entry].trim()));
      const step = rec.steps[transition.step];
      const related = [];
      for (let e = step.first; e < transition.entry; e++) {
        const entry = entries[e];
        if (entry.kind !== 'gesture' || !entry.note || entry.note.kind === 'transition') continue;
        const note = entry.note;
        const about = (note.question && (note.question.with || note.question.view || note.question.in))
          || note.for;
        if (entry.recognizer.id === item.id || (about && about.id === item.id)) related.push(e);
      }
      box.append(element('p', {}, related.length
        ? 'What led to it (delegate questions, waits and notes earlier in this step):'
        : 'No delegate question or wait led to it in this step.'));
      const list = element('ul', {});
      related.forEach((e) => list.append(element('li', {}, rec.lines[e].trim())));
      box.append(list);
    }

    // Step: the selection changes everything below.
    function selectStep(index) {
      const count = rec.steps.length;
      state.step = Math.max(0, Math.min(count - 1, index));
      const step = rec.steps[state.step];
      const label = 'Step ' + (state.step + 1) + ' of ' + count + ': ' + time(step.time) + ' ' + step.label;
      $('scrubber').value = String(state.step);
      $('scrubber').setAttribute('aria-valuetext', label);
      $('step-label').textContent = label;
      for (const button of $('steps').querySelectorAll('button')) {
        const selected = Number(button.dataset.step) === state.step;
        button.setAttribute('tabindex', selected ? '0' : '-1');
        if (selected) {
          button.setAttribute('aria-current', 'step');
          const list = $('steps');
          list.scrollTop = button.offsetTop - list.offsetTop - list.clientHeight / 2;
        } else {
          button.removeAttribute('aria-current');
        }
      }
      showScene(step);
      showLanes();
      showChain(step);
      showText(step);
      showExplanation();
    }

    function showScene(step) {
      const box = $('scene');
      if (step.scene === null) {
        box.replaceChildren(element('p', { class: 'empty' }, 'No scene was recorded (turn on '
          + 'Application.recordsScenes before the input).'));
        state.sceneShown = null;
        $('scene-caption').textContent = 'No scene.';
        $('views').replaceChildren();
        $('hit-text').textContent = '';
        return;
      }
      const scene = rec.scenes[step.scene];
      if (state.sceneShown !== step.scene) {
        box.innerHTML = scene.svg;
        state.sceneShown = step.scene;
        for (const group of box.querySelectorAll('g.view')) {
          group.addEventListener('click', () => pickView(Number(group.dataset.view)));
        }
      }
      const hit = step.hit === null ? null : rec.hits[step.hit];
      const roles = new Map();
      if (hit) for (const [id, role, text] of hit.roles) roles.set(id, { role, text });
      for (const group of box.querySelectorAll('g.view')) {
        const id = Number(group.dataset.view);
        group.setAttribute('class', 'view' + (roles.has(id) ? ' ' + roles.get(id).role : '')
          + (id === state.view ? ' picked' : '') + (hit && !step.ownHit ? ' earlier' : ''));
        let title = group.querySelector('title');
        if (!title) { title = document.createElementNS(SVG, 'title'); group.prepend(title); }
        title.textContent = nameOf(scene, id) + (roles.has(id) ? ': ' + roles.get(id).text : '');
      }
      drawTouches(box.querySelector('g.overlay'), step, hit);
      $('hit-text').textContent = hit ? hit.text : 'No hit test yet.';
      $('scene-caption').textContent = caption(step, scene, hit, roles);
      showViews(scene, roles);
    }

    function nameOf(scene, id) {
      const view = scene.views.find((v) => v[0] === id);
      return view ? view[1] : 'view ' + id;
    }

    function drawTouches(overlay, step, hit) {
      if (!overlay) return;
      overlay.replaceChildren();
      const add = (tag, attributes, text) => {
        const node = document.createElementNS(SVG, tag);
        for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
        if (text !== undefined) node.textContent = text;
        overlay.append(node);
      };
      if (hit && step.ownHit) {
        const [x, y] = hit.point;
        add('circle', { class: 'hit-point', cx: x, cy: y, r: 8 });
      }
      for (const touch of step.touches) {
        add('circle', { class: 'touch phase-' + touch.phase, cx: touch.x, cy: touch.y, r: 5 });
        add('text', { class: 'label', x: touch.x + 9, y: touch.y + 17 }, 'finger ' + touch.finger);
      }
    }

    // The text alternative of the picture: what it shows, in words.
    function caption(step, scene, hit, roles) {
      const event = step.event === null ? scene.event : step.event;
      const when = event > 0 ? 'at ' + time(step.time) + ' (latest event: ' + event + ')'
        : (rec.lines.length ? 'at ' + time(step.time) : 'as the views are now');
      const parts = ['Scene ' + when + ', with ' + scene.views.length + ' views.'];
      if (!scene.current) parts.push('The views have changed since this event.');
      for (const touch of step.touches) {
        parts.push('Finger ' + touch.finger + ' ' + touch.phase + ' at (' + touch.x + ', ' + touch.y + ').');
      }
      if (hit) {
        const path = scene.views.filter((v) => roles.has(v[0]) && /^hit/.test(roles.get(v[0]).role));
        const result = hit.result === null ? 'nothing' : nameOf(scene, hit.result);
        parts.push((step.ownHit ? 'This step hit-tested: ' : 'Latest hit test (an earlier step): ') + result
          + (path.length ? ', path ' + path.map((v) => v[1]).join(' → ') : '') + '.');
      }
      return parts.join(' ');
    }

    function showViews(scene, roles) {
      const list = $('views');
      list.replaceChildren();
      for (const [id, name, depth] of scene.views) {
        const role = roles.get(id);
        const button = element('button', { type: 'button', 'aria-pressed': String(id === state.view),
          'data-view': id }, name + (role ? ' — ' + ROLE_WORDS[role.role] : ''));
        if (role) button.title = role.text;
        button.style.marginLeft = depth + 'em';
        button.addEventListener('click', () => pickView(id));
        const item = element('li', {});
        item.append(button);
        list.append(item);
      }
    }

    function pickView(id) {
      state.view = id;
      showScene(rec.steps[state.step]);
      showExplanation();
    }

    function showExplanation() {
      if (state.view === null) return;
      const step = rec.steps[state.step];
      const box = $('explanation');
      box.replaceChildren();
      const scene = step.scene === null ? null : rec.scenes[step.scene];
      box.append(element('h3', {}, 'Why ' + (scene ? nameOf(scene, state.view) : 'this view')
        + ' did or did not get the touch'));
      if (step.hit === null) {
        box.append(element('p', {}, 'No finger has gone down yet: there is no hit test to explain.'));
        return;
      }
      const hit = rec.hits[step.hit];
      const text = hit.explanations && hit.explanations[String(state.view)];
      if (!step.ownHit) {
        box.append(element('p', { class: 'note' }, 'This step made no hit test: a touch keeps the view its '
          + 'touch-down found, so this is the latest hit test, at (' + hit.point.join(', ') + ').'));
      }
      box.append(element('p', {}, text || 'Not explained here (the page keeps a bounded number of '
        + 'explanations): call explainMiss(of:at:) in Swift.'));
    }

    function showLanes() {
      const count = rec.steps.length;
      for (const [k, item] of lanes.entries()) {
        const row = $('lanes').children[k];
        row.querySelector('.cursor').style.left = ((state.step + 0.5) / count * 100) + '%';
        let current = item.transitions.length ? item.transitions[0].from : 'possible';
        for (const change of item.changes) if (change.step <= state.step) current = change.to;
        row.querySelector('.lane-state').textContent = current;
      }
    }

    function showChain(step) {
      const list = $('chain');
      list.replaceChildren();
      for (let e = step.first; e < step.end; e++) {
        if (!entries[e] || !CHAIN_KINDS.has(entries[e].kind)) continue;
        list.append(element('li', {}, rec.lines[e].trim()));
      }
      if (!list.children.length) {
        list.append(element('li', { class: 'empty' }, 'No touch delivery in this step.'));
      }
    }

    function showText(step) {
      const text = $('text');
      let first = null;
      for (const span of text.children) {
        const e = Number(span.dataset.entry);
        const lone = step.end === step.first && rec.lines.length === 1;
        const current = (e >= step.first && e < step.end) || lone;
        span.classList.toggle('current', current);
        if (current && first === null) first = span;
      }
      if (first) text.scrollTop = first.offsetTop - text.offsetTop - 8;
    }

    // Keyboard: ← → step (Home and End jump), anywhere but in a form field, which has its own keys.
    document.addEventListener('keydown', (event) => {
      const tag = event.target.tagName;
      if (!rec || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.altKey || event.ctrlKey
        || event.metaKey) return;
      const last = rec.steps.length - 1;
      const moves = { ArrowLeft: state.step - 1, ArrowRight: state.step + 1, Home: 0, End: last };
      if (!(event.key in moves)) return;
      event.preventDefault();
      const inSteps = $('steps').contains(event.target);
      selectStep(moves[event.key]);
      if (inSteps) $('steps').querySelector('[aria-current]').focus();
    });
    $('scrubber').addEventListener('input', () => selectStep(Number($('scrubber').value)));
    $('prev').addEventListener('click', () => selectStep(state.step - 1));
    $('next').addEventListener('click', () => selectStep(state.step + 1));
    const chooser = $('recording');
    data.recordings.forEach((recording, index) => {
      const first = recording.steps[0];
      chooser.append(element('option', { value: index }, 'Recording ' + (index + 1) + ' of '
        + data.recordings.length + ' (' + recording.steps.length
        + (recording.steps.length === 1 ? ' step' : ' steps') + ', from ' + time(first.time) + ')'));
    });
    chooser.addEventListener('change', () => selectRecording(Number(chooser.value)));
    if (data.recordings.length < 2) $('recording-chooser').hidden = true;
    if (data.recordings.length) {
      selectRecording(0);
    } else {
      $('step-label').textContent = 'The document holds no recording.';
    }
    """#
}
