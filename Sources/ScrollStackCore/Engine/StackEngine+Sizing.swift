// A row's size and style after it was inserted: fixed or measured lengths, measurements to take
// again, insets, padding, separators and whole specs.

extension StackEngine {
    // MARK: Sizing and styling

    /// Changes how `row`'s content extent is decided. A new fitting or estimated size discards any
    /// measurement. Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setSize(_ size: RowSize, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.size = size }
    }

    /// Fixes `row`'s content extent, or (`nil`) undoes that: a fixed row is measured by the host
    /// again, and any other row keeps its size, estimate and measurement. For a host whose rows
    /// may choose a length (a container's size rule). Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setFixedExtent(_ extent: Double?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { spec in
            if let extent {
                spec.size = .fixed(extent)
            } else if case .fixed = spec.size {
                spec.size = .fitting
            }
        }
    }

    /// Gives `row` the settings `spec` chooses (insets, padding, separator, pinned), keeping its
    /// size and hidden state. Returns `false` if `row` is not in this stack.
    @discardableResult
    public mutating func setSettings(of spec: RowSpec, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { current in
            current.insets = spec.insets
            current.padding = spec.padding
            current.separator = spec.separator
            current.isPinned = spec.isPinned
        }
    }

    /// Records the content extent the host measured for a fitting or estimated row (for example
    /// `systemLayoutSizeFitting` height, or wrapped lines in a terminal). Returns `false`, changing
    /// nothing, for an unknown or fixed row.
    @discardableResult
    public mutating func setMeasuredExtent(_ extent: Double, of row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        let index = Int(slot)
        guard slotFlags[index] & Self.sizeKindMask != Self.kindFixed else { return false }
        slotContent[index] = sanitizedLength(extent)
        slotFlags[index] |= Self.measuredFlag | Self.hasContentFlag
        if refreshExtent(ofSlot: slot) { recorder.layoutChanged() }
        return true
    }

    /// Marks every measured row as needing a new measurement. Each keeps its last measurement as
    /// its estimate until the host measures it again, so nothing moves now. Call it when something
    /// the host measures with changes (a font size, the content size category).
    public mutating func invalidateMeasurements() {
        measurementDemand &+= 1
        for index in slotFlags.indices where slotFlags[index] & Self.measuredFlag != 0 {
            slotFlags[index] &= ~Self.measuredFlag
        }
    }

    /// Forgets every measurement, after an axis change: a height says nothing about a width. Rows
    /// that are not fixed are laid out with the stack's estimate until measured again (an estimated
    /// row's estimate becomes the stack's too).
    mutating func discardMeasurements() {
        measurementDemand &+= 1
        let estimate = storedConfiguration.estimatedRowExtent
        for index in slotFlags.indices where slotFlags[index] & Self.liveFlag != 0 {
            switch slotFlags[index] & Self.sizeKindMask {
            case Self.kindFitting:
                slotFlags[index] &= ~(Self.measuredFlag | Self.hasContentFlag)
            case Self.kindEstimated:
                slotFlags[index] &= ~Self.measuredFlag
                slotContent[index] = estimate
            default:
                break
            }
        }
    }

    /// Marks one row as needing a new measurement (see ``invalidateMeasurements()``). Returns
    /// `false` if `row` is not in this stack.
    @discardableResult
    public mutating func invalidateMeasurement(ofRow row: RowID) -> Bool {
        guard let slot = slot(of: row) else { return false }
        slotFlags[Int(slot)] &= ~Self.measuredFlag
        measurementDemand &+= 1
        return true
    }

    /// Sets `row`'s insets; `nil` follows the stack default. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setInsets(_ insets: Insets?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.insets = insets }
    }

    /// Sets `row`'s padding; `nil` follows the stack default. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setPadding(_ padding: Insets?, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.padding = padding }
    }

    /// Sets `row`'s separator overrides. Returns `false` if `row` is unknown.
    @discardableResult
    public mutating func setSeparator(_ separator: RowSeparator, forRow row: RowID) -> Bool {
        updateSpec(ofRow: row) { $0.separator = separator }
    }

    /// Changes any part of `row`'s spec in one step (including ``RowSpec/isHidden``). Returns
    /// `false`, without calling `body`, if `row` is not in this stack. New insets or padding that
    /// change the length the content gets across the axis mark the row as needing a new
    /// measurement (it keeps its last one as its estimate until then).
    @discardableResult
    public mutating func updateSpec(ofRow row: RowID, _ body: (inout RowSpec) -> Void) -> Bool {
        guard let slot = slot(of: row) else { return false }
        // The row's place is looked up once, for its hidden state and its new extent.
        let cursor = tree.cursor(ofSlot: slot)
        let old = spec(ofSlot: slot, isHidden: tree.isHidden(at: cursor))
        var new = old
        body(&new)
        // A spec that is stored as the one the row has (a negative length where it has zero)
        // changes nothing, and reports nothing.
        new = Self.sanitized(new)
        guard new != old else { return true }
        let index = Int(slot)
        if new.size != old.size {
            measurementDemand &+= 1
            let size = Self.storage(of: new.size)
            slotContent[index] = size.content
            slotFlags[index] = slotFlags[index] & ~(Self.sizeKindMask | Self.measuredFlag | Self.hasContentFlag) | size.flags
        }
        let axis = storedConfiguration.axis
        if storedConfiguration.settings(of: new.overrides).margins.crossTotal(axis)
            != storedConfiguration.settings(of: old.overrides).margins.crossTotal(axis) {
            // The content gets a different length across the axis: its measurement may be stale.
            slotFlags[index] &= ~Self.measuredFlag
            measurementDemand &+= 1
        }
        if let overrides = new.overrides {
            slotFlags[index] |= Self.overridesFlag
            overridesBySlot[slot] = overrides
        } else {
            slotFlags[index] &= ~Self.overridesFlag
            overridesBySlot[slot] = nil
        }
        refreshExtent(ofSlot: slot, at: cursor)
        if new.isPinned != old.isPinned {
            setPinned(new.isPinned, forRow: row)
        }
        if new.isHidden != old.isHidden {
            setHidden(new.isHidden, forRow: row)
        }
        recorder.layoutChanged()
        return true
    }
}
