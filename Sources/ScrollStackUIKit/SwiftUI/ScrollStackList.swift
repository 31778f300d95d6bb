// A ScrollStackView inside a SwiftUI app: one row per element of a collection, lazy by default, with
// the stack's settings written as modifiers of the view.

#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// A ``ScrollStackView`` for SwiftUI: one row per element of `data`, each showing the SwiftUI view
/// `row` makes for it, identified by `id` so that updates keep rows (and their state) whose ID
/// stays, and animate when the update comes with an animation (`withAnimation`).
///
/// Rows are lazy by default, as in `LazyVStack`: only rows near the screen have a hosting
/// controller, so a long list is made a screenful at a time and an update of the view around it
/// updates only those rows. A row far from the screen is dropped and made again when it comes
/// back (its `@State` starts afresh); pass `realization: .eager` to keep every row made.
///
/// The stack's settings are this view's: ``sizing(_:)``, ``spacing(_:)``, ``contentInsets(_:)``, ``rowInsets(_:)``,
/// ``rowPadding(_:)``, ``separatorsHidden(_:)``, ``separatorInsets(_:)``, ``separatorColor(_:)``,
/// ``hidesLastSeparator(_:)`` and ``rowBackgroundColor(_:)``, written right after the initializer
/// (before SwiftUI's own modifiers); a setting not written keeps the stack's default.
///
/// Changes of these settings are not animated.
///
/// On each SwiftUI update only the rows that are made (near the screen, in a lazy stack) get the
/// new content; SwiftUI then re-renders only what changed inside each.
///
/// An ID listed twice is a programmer error: the update is refused, the rows stay as they were,
/// and a message naming the ID and its positions is printed (and asserted in debug builds).
public struct ScrollStackList<Data: RandomAccessCollection, ID: Hashable & Sendable, Row: View>: UIViewRepresentable {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let axis: NSLayoutConstraint.Axis
    private let realization: ScrollStackView.RowRealization
    private let row: (Data.Element) -> Row
    private var settings = StackSettings()

    /// Rows for `data`, identified by the key path `id`, laid out along `axis`, made near the
    /// screen only (`.lazy`, the default) or all at once (`.eager`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, axis: NSLayoutConstraint.Axis = .vertical,
                realization: ScrollStackView.RowRealization = .lazy(overscan: nil),
                @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.data = data
        self.id = id
        self.axis = axis
        self.realization = realization
        self.row = row
    }

    /// Makes the stack.
    public func makeUIView(context: Context) -> ScrollStackView {
        let stack = ScrollStackView()
        stack.isInSwiftUIList = true
        stack.axis = axis
        stack.realization = realization
        // SwiftUI avoids the keyboard for the views it lays out.
        stack.avoidsKeyboard = false
        settings.apply(to: stack)
        return stack
    }

    /// Sized to its content (``sizing(_:)``), the list's size for what SwiftUI proposes: across
    /// its axis the proposed length, along it its rows' length at that width (measured there
    /// without moving anything on screen), up to the maximum. SwiftUI asks several ways: an
    /// unspecified or infinite width is answered at the list's current width (`nil`, SwiftUI's
    /// default, before its first layout). `nil` for a `.fixed` list: all that is proposed.
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView stack: ScrollStackView, context: Context) -> CGSize? {
        let own = axis == .vertical ? stack.bounds.width : stack.bounds.height
        let proposed = (axis == .vertical ? proposal.width : proposal.height).flatMap { $0.isFinite ? $0 : nil }
        guard let cross = proposed ?? (own > 0 ? own : nil), let length = stack.fittedLength(across: cross) else { return nil }
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    /// Gives the stack the current axis and rows, each with this view's environment.
    public func updateUIView(_ stack: ScrollStackView, context: Context) {
        if stack.axis != axis { stack.axis = axis }
        if stack.realization != realization { stack.realization = realization }
        let row = self.row
        // Rows live in their own hosting controllers: the environment around this view (objects,
        // fonts, tint, locale, dismissal) is handed to each, on every update.
        let environment = context.environment
        let descriptions = data.map { element in
            ScrollStackRowDescription.swiftUI(id: element[keyPath: id]) { row(element).environment(\.self, environment) }
        }
        do {
            try stack.setRows(descriptions, animated: context.transaction.animation != nil)
        } catch {
            let message = "ScrollStackList: \(error); the rows were not updated"
            print(message)
            assertionFailure(message)
        }
        // After the rows: an animated update starts from the layout before it, and a refused
        // one changes nothing. Settings changes are not animated.
        settings.apply(to: stack)
    }
}

extension ScrollStackList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for identifiable `data`, laid out along `axis`, made near the screen only (`.lazy`,
    /// the default) or all at once (`.eager`).
    public init(_ data: Data, axis: NSLayoutConstraint.Axis = .vertical,
                realization: ScrollStackView.RowRealization = .lazy(overscan: nil),
                @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, axis: axis, realization: realization, row: row)
    }
}

extension ScrollStackList {
    /// How long the list is along its axis (``ScrollStackView/sizing``): as long as SwiftUI offers
    /// (`.fixed`, the default, like `ScrollView`), or as long as its rows up to a maximum
    /// (`.fitsContent(upTo:)`), past which it scrolls: for a list inside a `VStack`, a card or a
    /// sheet. Across its axis it takes what SwiftUI offers. On iOS 16 and later SwiftUI asks the
    /// list its length for the width it offers (``sizeThatFits(_:uiView:context:)``); before, the
    /// list's intrinsic size and its hugging priority along its axis keep it at that length.
    public func sizing(_ sizing: ScrollStackView.Sizing) -> Self { with { $0.sizing = sizing } }

    /// The space between rows (``ScrollStackView/spacing``).
    public func spacing(_ spacing: CGFloat) -> Self { with { $0.spacing = spacing } }

    /// Space around all the rows, inside the scrolling area (`contentInset`).
    public func contentInsets(_ insets: UIEdgeInsets) -> Self { with { $0.contentInsets = insets } }

    /// Every row's margins between its edges and its content (``ScrollStackView/rowInsets``).
    public func rowInsets(_ insets: UIEdgeInsets) -> Self { with { $0.rowInsets = insets } }

    /// Extra space inside every row's margins (``ScrollStackView/rowPadding``).
    public func rowPadding(_ padding: UIEdgeInsets) -> Self { with { $0.rowPadding = padding } }

    /// Hides (or shows) the separators between rows (``ScrollStackView/hidesSeparatorsByDefault``).
    public func separatorsHidden(_ isHidden: Bool = true) -> Self { with { $0.hidesSeparators = isHidden } }

    /// The separators' insets (``ScrollStackView/separatorInsets``).
    public func separatorInsets(_ insets: UIEdgeInsets) -> Self { with { $0.separatorInsets = insets } }

    /// The separators' colour (``ScrollStackView/separatorColor``).
    public func separatorColor(_ color: UIColor) -> Self { with { $0.separatorColor = color } }

    /// Whether the last visible row hides its separator (``ScrollStackView/automaticallyHidesLastSeparator``).
    public func hidesLastSeparator(_ hides: Bool = true) -> Self { with { $0.hidesLastSeparator = hides } }

    /// Every row's background (``ScrollStackView/rowBackgroundColor``).
    public func rowBackgroundColor(_ color: UIColor) -> Self { with { $0.rowBackgroundColor = color } }

    private func with(_ change: (inout StackSettings) -> Void) -> Self {
        var copy = self
        change(&copy.settings)
        return copy
    }
}

/// The stack settings a ``ScrollStackList`` was given; `nil` keeps the stack's default.
struct StackSettings {
    var sizing: ScrollStackView.Sizing?
    var spacing: CGFloat?
    var contentInsets: UIEdgeInsets?
    var rowInsets: UIEdgeInsets?
    var rowPadding: UIEdgeInsets?
    var hidesSeparators: Bool?
    var separatorInsets: UIEdgeInsets?
    var separatorColor: UIColor?
    var hidesLastSeparator: Bool?
    var rowBackgroundColor: UIColor?

    /// Sets what differs on `stack` (setting a value it already has would lay it out again).
    @MainActor
    func apply(to stack: ScrollStackView) {
        func set<Value: Equatable>(_ value: Value?, _ keyPath: ReferenceWritableKeyPath<ScrollStackView, Value>) {
            if let value, stack[keyPath: keyPath] != value { stack[keyPath: keyPath] = value }
        }
        set(sizing, \.sizing)
        set(spacing, \.spacing)
        if let contentInsets, stack.contentInset != contentInsets {
            // A stack resting at its start stays there (the engine's rule: UIKit keeps the offset
            // when the inset changes, which would leave the new leading inset scrolled out of view).
            let before = stack.viewport
            stack.contentInset = contentInsets
            if let start = stack.engine.offsetKeepingStart(from: before, to: stack.viewport) { stack.contentOffset = cgPoint(start) }
        }
        set(rowInsets, \.rowInsets)
        set(rowPadding, \.rowPadding)
        set(hidesSeparators, \.hidesSeparatorsByDefault)
        set(separatorInsets, \.separatorInsets)
        set(separatorColor, \.separatorColor)
        set(hidesLastSeparator, \.automaticallyHidesLastSeparator)
        set(rowBackgroundColor, \.rowBackgroundColor)
    }
}
#endif
