// A row's identity: which stack made it, and which slot and generation it has there.

/// The stable identity of a row in a ``StackEngine``.
///
/// An ID is created when a row is inserted and stays valid until that row is removed; moving,
/// hiding, resizing or restyling a row keeps its ID. IDs are never reused for another row, and an
/// ID belongs to the stack that created it (and to copies of that stack): asking another stack
/// about it answers "not found" instead of acting on an unrelated row.
///
/// Hosts key their content (views, controllers, terminal content) by `RowID`.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The stack that created the ID; random per stack, shared by its copies.
    @usableFromInline let stack: UInt32
    /// The storage slot of the row. Slots are reused, generations are not.
    @usableFromInline let slot: UInt32
    /// Incremented each time the slot is freed, so a stale ID never matches a newer row.
    @usableFromInline let generation: UInt32

    @inlinable
    init(stack: UInt32, slot: UInt32, generation: UInt32) {
        self.stack = stack
        self.slot = slot
        self.generation = generation
    }

    /// Orders IDs by creation slot; useful only to make collections of IDs print deterministically.
    /// It says nothing about the rows' order in the stack.
    public static func < (lhs: RowID, rhs: RowID) -> Bool {
        (lhs.stack, lhs.generation, lhs.slot) < (rhs.stack, rhs.generation, rhs.slot)
    }

    /// Hashes the slot and generation as one word: they identify the row (the stack tag only tells
    /// stacks apart, and equality still compares it), and one word hashes in a third of the time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(slot) | UInt64(generation) << 32)
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        generation == 0 ? "row#\(slot)" : "row#\(slot).\(generation)"
    }
}
