// What a flow tells its owner: requests from gestures and buttons (the owner decides), and the
// will and did events of pushes and pops.

/// What a gesture or a header button asks the flow's owner to do. The flow itself does nothing:
/// the owner decides, and pushes or pops.
public enum FlowRequest: Hashable, Sendable {
    /// Pop this many items (at least 1, at most the number of items after the oldest).
    case pop(count: Int)
    /// Push the next item.
    case push

    /// How many items a flow pops for this request when its owner does not take requests: a pop
    /// request pops its count (so the back gesture and the back button work without any code); a
    /// push request does nothing (only the owner knows what comes next). Every host follows this.
    public var popCountWithoutOwner: Int? {
        if case .pop(let count) = self { count } else { nil }
    }
}

/// What a push or pop did, for delegates. `will` events come before the change is shown, `did`
/// events after its transition finished (or was interrupted).
public enum FlowEvent: Hashable, Sendable {
    /// The item is about to be pushed.
    case willPush(RowID)
    /// The item's push has been shown.
    case didPush(RowID)
    /// The item is about to be popped.
    case willPop(RowID)
    /// The item's pop has been shown; it has left the flow.
    case didPop(RowID)
}
