// A stack's settings (axis, container, insets, spacing, separators, estimates) and how a row's own settings combine with them.

/// Where a row's separator sits.
public enum SeparatorPlacement: Hashable, Sendable {
    /// The separator is drawn over the end of the row, inside its insets, and adds nothing to the
    /// row's extent. This is how table-like stacks (ScrollStackController, AloeStackView) look: give
    /// rows a bottom inset at least as thick as the separator so it never covers content.
    case overlay
    /// The separator follows the row's insets and makes the row longer by its thickness while it is
    /// shown. Hiding a row's separator therefore shortens the row.
    case appended
}

/// Stack-wide layout settings.
///
/// Lengths pass through one rule on their way into the engine: a negative, infinite or NaN
/// length (size, inset, spacing, thickness, estimate) counts as zero, and none is longer than
/// 2^30; ``StackEngine/configuration`` reads back the values the engine uses.
///
/// Every setting applies to existing rows as well as to new ones: a row that has not overridden a
/// value follows the default whenever it changes. Changing a setting that affects row extents
/// (insets, padding, separator thickness or placement, the estimate for unmeasured rows, the axis)
/// re-derives every row's extent, which is O(n). Changing the container's cross-axis extent, or the
/// default row insets or padding across the axis (the width a vertical stack's content gets), marks
/// every measured row as needing a new measurement (see ``StackEngine/needsMeasurement(_:)``); until
/// it is re-measured a row keeps its last measurement as its estimate, so nothing jumps. Changing the
/// axis discards measurements altogether (a height says nothing about a width): rows that are not
/// fixed use ``estimatedRowExtent`` until measured again.
public struct StackConfiguration: Hashable, Sendable {
    /// The direction rows follow one another in. Default `.vertical`.
    public var axis: StackAxis
    /// The size of the area the stack shows its rows in (``Viewport/containerSize(for:)``). Rows
    /// fill its cross-axis extent minus the content insets; its main-axis extent matters only to a
    /// right-to-left horizontal stack, whose content is at least that wide (see
    /// ``StackEngine/contentSize``).
    public var containerSize: Size
    /// Space inside the content before the first row, after the last one, and on both cross-axis
    /// sides of every row. It is part of the content size (unlike a scroll view's content inset).
    public var contentInsets: Insets
    /// Space between consecutive visible rows. Hidden rows take no spacing. Negative values count
    /// as zero: rows never overlap, so positions always grow along the axis.
    public var spacing: Double
    /// Default margins between a row's edges and its content.
    public var rowInsets: Insets
    /// Default extra space between a row's insets and its content.
    public var rowPadding: Insets
    /// Default separator thickness along the main axis. Default 1.
    public var separatorThickness: Double
    /// Default separator insets; only the cross-axis edges matter (see ``RowSeparator/insets``).
    public var separatorInsets: Insets
    /// Whether separators are hidden unless a row shows its own. Default `false`.
    public var hidesSeparatorsByDefault: Bool
    /// Hides the separator of the last *visible* row, so a stack never ends with a line; hidden rows
    /// after it do not count. Default `false`.
    public var automaticallyHidesLastSeparator: Bool
    /// Where separators sit. Default `.overlay`.
    public var separatorPlacement: SeparatorPlacement
    /// The content extent assumed for a ``RowSize/fitting`` row the host has not measured yet.
    /// Default 44.
    public var estimatedRowExtent: Double
    /// Which way the stack reads. Right to left, everything is mirrored across the content's width:
    /// row 0 of a horizontal stack is at the right end, and `left` insets are on the right (the
    /// leading side). Default `.leftToRight`.
    public var layoutDirection: LayoutDirection
    /// The parts of the container system UI covers, on the screen's sides (the sensor housing in
    /// landscape): rows keep their backgrounds edge to edge, but their content and separators stay
    /// clear of the part across the axis, as a table view's cells do. Along the axis the scroll
    /// view's insets take care of it. Default `.zero`.
    public var safeAreaInsets: Insets

    /// Creates a configuration; every parameter has the default described on its property.
    public init(axis: StackAxis = .vertical, containerSize: Size = .zero, contentInsets: Insets = .zero,
                spacing: Double = 0, rowInsets: Insets = .zero, rowPadding: Insets = .zero,
                separatorThickness: Double = 1, separatorInsets: Insets = .zero,
                hidesSeparatorsByDefault: Bool = false, automaticallyHidesLastSeparator: Bool = false,
                separatorPlacement: SeparatorPlacement = .overlay, estimatedRowExtent: Double = 44,
                layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: Insets = .zero) {
        self.axis = axis
        self.containerSize = containerSize
        self.contentInsets = contentInsets
        self.spacing = spacing
        self.rowInsets = rowInsets
        self.rowPadding = rowPadding
        self.separatorThickness = separatorThickness
        self.separatorInsets = separatorInsets
        self.hidesSeparatorsByDefault = hidesSeparatorsByDefault
        self.automaticallyHidesLastSeparator = automaticallyHidesLastSeparator
        self.separatorPlacement = separatorPlacement
        self.estimatedRowExtent = estimatedRowExtent
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
    }

    /// The safe area as the left-to-right layout sees it: its sides are the screen's, so right to
    /// left (where the layout is mirrored afterwards) its left and right swap first.
    var layoutSafeArea: Insets {
        let safe = safeAreaInsets
        return layoutDirection == .leftToRight ? safe : Insets(top: safe.top, left: safe.right, bottom: safe.bottom, right: safe.left)
    }

    /// The configuration as the engine keeps it: every length through the engine's one rule (a
    /// negative, infinite or NaN length is zero; see ``StackEngine/configuration``).
    var sanitized: StackConfiguration {
        var result = self
        result.containerSize = containerSize.sanitized
        result.contentInsets = contentInsets.sanitized
        result.spacing = sanitizedLength(spacing)
        result.rowInsets = rowInsets.sanitized
        result.rowPadding = rowPadding.sanitized
        result.separatorThickness = sanitizedLength(separatorThickness)
        result.separatorInsets = separatorInsets.sanitized
        result.estimatedRowExtent = sanitizedLength(estimatedRowExtent)
        result.safeAreaInsets = safeAreaInsets.sanitized
        return result
    }

    /// Whether two configurations give every row the same main-axis extent.
    func hasSameRowExtents(as other: StackConfiguration) -> Bool {
        axis == other.axis && rowInsets == other.rowInsets && rowPadding == other.rowPadding
            && separatorThickness == other.separatorThickness
            && hidesSeparatorsByDefault == other.hidesSeparatorsByDefault
            && separatorPlacement == other.separatorPlacement
            && estimatedRowExtent == other.estimatedRowExtent
    }
}

/// A row's settings once its own choices are combined with the stack's defaults: what the engine
/// lays the row out with, and what a host shows as the row's current settings.
public struct RowSettings: Hashable, Sendable {
    /// Space between the row's edges and its content.
    public var insets: Insets
    /// Extra space between the insets and the content.
    public var padding: Insets
    /// Whether the row's own settings hide its separator (the last visible row may still lose a
    /// shown one to ``StackConfiguration/automaticallyHidesLastSeparator``).
    public var isSeparatorHidden: Bool
    /// The separator's insets.
    public var separatorInsets: Insets
    /// The separator's thickness.
    public var separatorThickness: Double

    /// The space between the row's edges and its content on each side: insets plus padding.
    public var margins: Insets { insets + padding }
}

extension StackConfiguration {
    /// The settings of a row described by `spec`: each setting the row chose, or else the stack's,
    /// with every length as the engine keeps it (see ``StackConfiguration``).
    public func settings(of spec: RowSpec) -> RowSettings {
        sanitized.settings(of: spec.overrides?.sanitized)
    }

    /// The one rule combining a row's choices with the stack's defaults (the engine's layout uses
    /// it too, with the sanitised values it keeps).
    @inline(__always)
    func settings(of overrides: RowOverrides?) -> RowSettings {
        RowSettings(insets: overrides?.insets ?? rowInsets, padding: overrides?.padding ?? rowPadding,
                    isSeparatorHidden: overrides?.separator.isHidden ?? hidesSeparatorsByDefault,
                    separatorInsets: overrides?.separator.insets ?? separatorInsets,
                    separatorThickness: overrides?.separator.thickness ?? separatorThickness)
    }
}
