// What a row asks of the engine: how its size is decided, whether it is hidden or pinned, and the settings it overrides.

/// How a row's content extent along the main axis is decided.
public enum RowSize: Hashable, Sendable {
    /// The content is exactly this long along the main axis (a height in a vertical stack); the
    /// host does not measure it. Negative or non-finite values count as zero.
    case fixed(Double)
    /// The host measures the content (Auto Layout, text wrapping in cells, …) and reports the result
    /// with ``StackEngine/setMeasuredExtent(_:of:)``. Until then the row is laid out with the
    /// stack's ``StackConfiguration/estimatedRowExtent``.
    case fitting
    /// Like ``fitting``, but laid out with this estimate until the host reports a measurement.
    /// Lazy hosts use it so a long stack has a plausible length before most rows exist.
    case estimated(Double)
}

/// Per-row separator settings. Each `nil` field follows the stack's default, so changing the
/// default later also changes these rows.
public struct RowSeparator: Hashable, Sendable {
    /// `true` hides this row's separator, `false` shows it even when the stack hides separators by
    /// default. A shown separator can still be hidden by
    /// ``StackConfiguration/automaticallyHidesLastSeparator`` when the row is the last visible one.
    public var isHidden: Bool?
    /// Insets of the separator line inside the row. A vertical stack's separator is a horizontal
    /// line that honours `left` and `right`; a horizontal stack's is a vertical line that honours
    /// `top` and `bottom`.
    public var insets: Insets?
    /// Thickness of the line along the main axis.
    public var thickness: Double?

    /// A separator that follows every stack default.
    public init(isHidden: Bool? = nil, insets: Insets? = nil, thickness: Double? = nil) {
        self.isHidden = isHidden
        self.insets = insets
        self.thickness = thickness
    }
}

/// Everything the engine needs to know about one row to lay it out.
///
/// `nil` insets and padding follow the stack's defaults (also when those change later). A spec
/// without overrides is a few bytes; overrides live in a shared immutable box, so describing a
/// million default rows copies no large values.
public struct RowSpec: Hashable, Sendable {
    /// How the content's main-axis extent is decided.
    public var size: RowSize
    /// Whether the row starts out hidden. A hidden row stays in the stack, keeps its place and its
    /// ID, takes no space, no spacing and no separator, and is never visible.
    public var isHidden: Bool
    /// Whether the row is pinned, as a section header is: while the rows after it scroll past, it
    /// stays at the leading edge of the visible area until the next pinned row pushes it away
    /// (see ``StackEngine/stuckRow(in:)``).
    public var isPinned: Bool
    /// The overrides, or `nil` when the row follows every default.
    private var box: OverridesBox?

    /// Creates a row description. The defaults describe a visible row that the host measures and
    /// that follows every stack default.
    public init(size: RowSize = .fitting, isHidden: Bool = false, isPinned: Bool = false, insets: Insets? = nil,
                padding: Insets? = nil, separator: RowSeparator = RowSeparator()) {
        self.size = size
        self.isHidden = isHidden
        self.isPinned = isPinned
        let overrides = RowOverrides(insets: insets, padding: padding, separator: separator)
        box = overrides.isEmpty ? nil : OverridesBox(overrides)
    }

    /// A visible row whose content is `extent` long along the main axis.
    public static func fixed(_ extent: Double) -> RowSpec { RowSpec(size: .fixed(extent)) }

    /// A visible row the host measures, laid out as `estimate` until it does.
    public static func estimated(_ estimate: Double) -> RowSpec { RowSpec(size: .estimated(estimate)) }

    /// Space between the row's edges and its content (the row's margins, like a table cell's
    /// layout margins). The separator is drawn inside this area.
    public var insets: Insets? {
        get { box?.value.insets }
        set { modifyOverrides { $0.insets = newValue } }
    }

    /// Extra space between the insets and the content.
    public var padding: Insets? {
        get { box?.value.padding }
        set { modifyOverrides { $0.padding = newValue } }
    }

    /// Separator overrides for this row.
    public var separator: RowSeparator {
        get { box?.value.separator ?? RowSeparator() }
        set { modifyOverrides { $0.separator = newValue } }
    }

    private mutating func modifyOverrides(_ body: (inout RowOverrides) -> Void) {
        var value = box?.value ?? RowOverrides()
        body(&value)
        box = value.isEmpty ? nil : OverridesBox(value)
    }

    /// Whether any field overrides a stack default.
    var hasOverrides: Bool { box != nil }

    /// This spec with every override `other` sets laid over it (insets, padding, each separator
    /// field); where `other` sets nothing, this spec's own stays. Size, hidden and pinned state stay this
    /// spec's. A host keeps a row's own settings this way when another source (a description, say)
    /// sets some of them.
    public func overridden(by other: RowSpec) -> RowSpec {
        guard let changes = other.overrides else { return self }
        var result = self
        result.modifyOverrides { own in
            own.insets = changes.insets ?? own.insets
            own.padding = changes.padding ?? own.padding
            own.separator.isHidden = changes.separator.isHidden ?? own.separator.isHidden
            own.separator.insets = changes.separator.insets ?? own.separator.insets
            own.separator.thickness = changes.separator.thickness ?? own.separator.thickness
        }
        return result
    }

    /// The per-row overrides, or `nil` when the row follows every default.
    var overrides: RowOverrides? { box?.value }

    /// Two specs are equal when they describe the same size, hidden and pinned state and overrides.
    public static func == (lhs: RowSpec, rhs: RowSpec) -> Bool {
        lhs.size == rhs.size && lhs.isHidden == rhs.isHidden && lhs.isPinned == rhs.isPinned
            && lhs.overrides == rhs.overrides
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(isHidden)
        hasher.combine(isPinned)
        hasher.combine(overrides)
    }
}

/// Immutable, so sharing one between copies of a spec is safe.
private final class OverridesBox: Sendable {
    let value: RowOverrides

    init(_ value: RowOverrides) { self.value = value }
}

/// The optional part of a row's spec, stored only for the rows that have any.
struct RowOverrides: Hashable, Sendable {
    var insets: Insets?
    var padding: Insets?
    var separator = RowSeparator()

    /// These overrides as the engine keeps them: every length through its one rule.
    var sanitized: RowOverrides {
        RowOverrides(insets: insets?.sanitized, padding: padding?.sanitized,
                     separator: RowSeparator(isHidden: separator.isHidden, insets: separator.insets?.sanitized,
                                             thickness: separator.thickness.map(sanitizedLength)))
    }

    var isEmpty: Bool {
        insets == nil && padding == nil && separator == RowSeparator()
    }
}
