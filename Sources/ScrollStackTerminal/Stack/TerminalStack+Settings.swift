// A terminal stack's layout settings in cells: spacing, insets, padding and separators as
// stack-wide defaults with per-row overrides. They are the engine's own settings
// (StackConfiguration and RowSpec), the ones that lay out the UIKit stack too.

@_spi(Hosting) import ScrollStackCore

extension TerminalStack {
    // MARK: Stack-wide defaults

    /// Blank lines between rows (blank columns in a horizontal stack). Hidden rows take none.
    /// Default 0; negative values count as 0.
    public var spacing: Int {
        get { Int(engine.configuration.spacing) }
        set { changeConfiguration { $0.spacing = Double(max(0, newValue)) } }
    }

    /// Space around all the rows, inside the scrolling area: `top` lines before the first row and
    /// `bottom` after the last, `left` and `right` columns beside every row. In cells: fractions
    /// are rounded to whole cells, negative values count as 0. Default `.zero`.
    public var contentInsets: Insets {
        get { engine.configuration.contentInsets }
        set { changeConfiguration { $0.contentInsets = wholeCells(newValue) } }
    }

    /// Default margins between a row's edges and its content, for rows that have not set their own
    /// (``setRowInsets(_:forRow:animated:)``); existing rows included. The separator is drawn
    /// within them. Default: a column on each side of a vertical stack's rows, a column between a
    /// horizontal stack's (switching ``axis`` swaps the default until you set your own). In cells,
    /// as ``contentInsets``.
    public var rowInsets: Insets {
        get { engine.configuration.rowInsets }
        set {
            rowInsetsAreDefault = false
            changeConfiguration { $0.rowInsets = wholeCells(newValue) }
        }
    }

    /// Default extra space between a row's insets and its content, for rows that have not set their
    /// own (``setRowPadding(_:forRow:animated:)``). The separator stays within the insets. Default
    /// `.zero`. In cells, as ``contentInsets``.
    public var rowPadding: Insets {
        get { engine.configuration.rowPadding }
        set { changeConfiguration { $0.rowPadding = wholeCells(newValue) } }
    }

    /// Default separator insets within a row's insets (left and right in a vertical stack, top and
    /// bottom in a horizontal one), for rows that have not set their own
    /// (``setSeparatorInsets(_:forRow:)``). Default `.zero`. In cells, as ``contentInsets``.
    public var separatorInsets: Insets {
        get { engine.configuration.separatorInsets }
        set { changeConfiguration { $0.separatorInsets = wholeCells(newValue) } }
    }

    /// Whether rows show no separator unless they ask for one (``setSeparatorHidden(_:forRow:)``
    /// with `false`): the setting for dense lists such as a log. Default `false`.
    public var hidesSeparatorsByDefault: Bool {
        get { engine.configuration.hidesSeparatorsByDefault }
        set { changeConfiguration { $0.hidesSeparatorsByDefault = newValue } }
    }

    /// Whether the last visible row shows no separator (hidden rows after it do not count; it
    /// follows as rows are hidden, shown, added and removed). Default `true`.
    public var automaticallyHidesLastSeparator: Bool {
        get { engine.configuration.automaticallyHidesLastSeparator }
        set { changeConfiguration { $0.automaticallyHidesLastSeparator = newValue } }
    }

    /// Applies a change to the engine's settings as one change of the stack: rows whose content
    /// gets a new width are measured again, and the first visible row stays in place.
    private func changeConfiguration(_ body: (inout StackConfiguration) -> Void) {
        var configuration = engine.configuration
        body(&configuration)
        guard configuration != engine.configuration else { return }
        change(animated: false, completion: nil) { engine.configuration = configuration }
    }

    // MARK: One row's settings

    /// Gives `row` margins of its own, or (`nil`) makes it follow ``rowInsets`` again. In cells, as
    /// ``contentInsets``. `false` for a row not in this stack.
    @discardableResult
    public func setRowInsets(_ insets: Insets?, forRow row: RowID, animated: Bool = false) -> Bool {
        changeSpec(ofRow: row, animated: animated) { $0.insets = insets.map(wholeCells) }
    }

    /// Gives `row` padding of its own, or (`nil`) makes it follow ``rowPadding`` again. In cells,
    /// as ``contentInsets``. `false` for a row not in this stack.
    @discardableResult
    public func setRowPadding(_ padding: Insets?, forRow row: RowID, animated: Bool = false) -> Bool {
        changeSpec(ofRow: row, animated: animated) { $0.padding = padding.map(wholeCells) }
    }

    /// Hides the separator after `row` (`true`), shows it even when the stack hides separators by
    /// default (`false`), or makes it follow ``hidesSeparatorsByDefault`` again (`nil`). A row that
    /// draws its own box needs none (a box and a line under it read as a doubled line). `false` for
    /// a row not in this stack.
    @discardableResult
    public func setSeparatorHidden(_ hidden: Bool?, forRow row: RowID) -> Bool {
        changeSpec(ofRow: row, animated: false) { $0.separator.isHidden = hidden }
    }

    /// Gives `row`'s separator insets of its own, or (`nil`) makes it follow ``separatorInsets``
    /// again. In cells, as ``contentInsets``. `false` for a row not in this stack.
    @discardableResult
    public func setSeparatorInsets(_ insets: Insets?, forRow row: RowID) -> Bool {
        changeSpec(ofRow: row, animated: false) { $0.separator.insets = insets.map(wholeCells) }
    }

    /// The settings `row` is laid out with now (its own where it set them, the stack's otherwise),
    /// or `nil` for a row not in this stack.
    public func settings(ofRow row: RowID) -> RowSettings? {
        engine.spec(of: row).map { engine.configuration.settings(of: $0) }
    }

    /// Changes `row`'s settings as one change of the stack (animated if asked: its content moves
    /// and its neighbours follow). `false` for a row not in this stack.
    /// A setting that changes nothing makes no change: a running animation goes on.
    func changeSpec(ofRow row: RowID, animated: Bool, _ body: @escaping (inout RowSpec) -> Void) -> Bool {
        guard var spec = engine.spec(of: row) else { return false }
        let current = spec
        body(&spec)
        guard spec != current else { return true }
        change(animated: animated, completion: nil) { engine.updateSpec(ofRow: row, body) }
        return true
    }
}

/// `insets` in whole cells: each side rounded to the nearest cell.
func wholeCells(_ insets: Insets) -> Insets {
    Insets(top: insets.top.rounded(), left: insets.left.rounded(), bottom: insets.bottom.rounded(),
           right: insets.right.rounded())
}
