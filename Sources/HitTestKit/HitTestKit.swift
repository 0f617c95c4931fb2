// One import gives a scenario everything: the simulator, and the geometry it is written in.
@_exported public import HitTestGeometry
