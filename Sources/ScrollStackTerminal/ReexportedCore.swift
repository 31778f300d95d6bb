// Makes the engine's types that ScrollStackTerminal's API speaks in (RowID, Insets, InsertPosition,
// ScrollPosition, StackEvent, TimingCurve, FlowRequest, …) reachable with `import ScrollStackTerminal`
// alone, as an app that builds on one host expects.

@_exported import ScrollStackCore
