"""Ball physics: a closed-form, event-driven simulation of one stroke on a billiards table.

``api.simulate(request)`` is the JSON entry point (contract.md); ``api.simulate_detailed``
returns the full piecewise motion for the window (animation, aim assists).

Modules: ``params`` (constants per table, overrides), ``motion`` (closed-form cloth motion
and exact transitions), ``roots`` (exact contact times), ``strike`` (cue: spin, squirt,
massé, miscue), ``collide_ball`` (frictional ball–ball with throw), ``collide_cushion``
(Han 2005, also on jaw points), ``table_geometry`` (cushions, jaws, pockets),
``placement`` (where a ball may rest: ``ball_fits``), ``pins`` (touches, knocks, falls),
``world`` (the pymunk broad phase), ``engine`` (the event loop), ``orientation`` (ball
rotation for drawing), ``api`` and ``command`` (the interface).
"""
