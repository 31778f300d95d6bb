// What a flow tells its owner: requests from gestures and buttons (the owner decides), and the
// will and did events of pushes and pops.

/// What a gesture or a header button asks the flow's owner to do. The flow itself does nothing:
/// the owner decides, and pushes or pops.
public enum FlowRequest: Hashable, Sendable {
    /// Pop this many items (at least 1, at most the number of items after the oldest).
    case pop(count: Int)
    /// Push the next item.
    case push
}

/// What a push or pop did, for delegates. `will` events come before the change is shown, `did`
/// events after its transition finished (or was interrupted).
public enum FlowEvent: Hashable, Sendable {
    case willPush(RowID)
    case didPush(RowID)
    case willPop(RowID)
    case didPop(RowID)
}
