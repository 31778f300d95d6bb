// The demo: ScrollStackController's demo screens, rebuilt in the terminal on ScrollStackKit.

import ScrollStackCore
import ScrollStackTerminal

/// The rows of the home screen, in the order the user arranged them. The screen is described from
/// this list and the demo's state, and ``TerminalStack/setRows(_:animated:completion:)`` shows it,
/// changing only what differs.
enum HomeRow: Hashable, Sendable {
    case welcome, notes, tags, gallery, pricing, upload, sync
    case filler(Int)
    case inserted(Int)
}

/// The whole demo screen: a stack, a status line and a help line.
final class DemoApp {
    static let longHint = "100,000 rows, measured as they come into view."

    var width: Int
    var height: Int
    let home: TerminalStack
    private(set) var long: TerminalStack?
    /// The long stack's rows, coming in a chunk a frame after the first screenful.
    var longRows = LongRows()
    /// The multi-step order form, while it is open.
    private(set) var form: OrderForm?
    /// The message of the last input, or the screen's hint; it lasts until the next input.
    var status = DemoApp.mainHint(.vertical)
    /// The help overlay (? or F1).
    var help = HelpOverlay()
    /// Where the mouse was last pressed, while that press is the last input: a click that starts
    /// editing the notes puts the cursor there.
    var lastPress: MouseEvent?
    var canvas: Canvas

    let notes = NotesController()
    var homeRows: [HomeRow] = [.welcome, .notes, .tags, .gallery, .pricing, .upload, .sync] + (1 ... 30).map(HomeRow.filler)
    private var tagsExpanded = false
    private var plans = [(key: "Basic", value: "free"), (key: "Pro", value: "9 € a month")]
    private var syncOn = true
    var uploadPaused = false
    private var inserted = 0

    var notesRow: RowID? { home.row(forID: HomeRow.notes) }
    private var tagsRow: RowID? { home.row(forID: HomeRow.tags) }
    private var galleryRow: RowID? { home.row(forID: HomeRow.gallery) }
    private var pricingRow: RowID? { home.row(forID: HomeRow.pricing) }
    private var syncRow: RowID? { home.row(forID: HomeRow.sync) }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        canvas = Canvas(width: width, height: height)
        home = TerminalStack(width: width, height: max(2, height - 2))
        home.focusMarker = "▌"
        build()
    }

    /// The stack the keys go to: the long one while it is open.
    var active: TerminalStack { long ?? home }

    private func build() {
        showHome(animated: false)
    }

    /// Shows the home screen as the demo's state describes it.
    func showHome(animated: Bool) {
        let rows = homeRows.map { row(for: $0) }
        do {
            try home.setRows(rows, animated: animated)
        } catch {
            status = "\(error)"
        }
        // Boxed rows draw their own edges: no separator line under them.
        for key in [HomeRow.welcome, .notes, .gallery, .pricing] {
            if let row = home.row(forID: key) { home.setSeparatorHidden(true, forRow: row) }
        }
    }

    /// A home-screen row of plain text in a titled box, which Enter leaves alone.
    private func textBox(_ key: HomeRow, _ title: String, _ text: String) -> TerminalRowDescription {
        TerminalRowDescription(id: key, content: BoxContent(title: title, TextContent(text)))
    }

    /// One home-screen row: what it shows and what Enter or a click on it does.
    private func row(for key: HomeRow) -> TerminalRowDescription {
        switch key {
        case .welcome:
            return textBox(key, "Welcome", "ScrollStackKit: rows that scroll, in UIKit and in this terminal. One engine decides where every row goes, what is visible and how changes animate.")
        case .notes:
            return TerminalRowDescription(id: key, controller: notes) { [weak self] _ in self?.beginEditingNotes() }
        case .tags:
            return TerminalRowDescription(id: key, content: tagsContent) { [weak self] _ in self?.toggleTags() }
        case .gallery:
            return TerminalRowDescription(id: key, content: BoxContent(title: "Gallery", GalleryContent(pictures: ["🌵", "🌿", "🌱"])))
        case .pricing:
            return TerminalRowDescription(id: key, content: pricingContent) { [weak self] _ in self?.addPlan() }
        case .upload:
            return TerminalRowDescription(id: key, content: ProgressContent(label: uploadPaused ? "Upload (paused)" : "Upload", fraction: 0.6))
                .actions(leading: [pauseAction], trailing: [cancelUploadAction])
        case .sync:
            return TerminalRowDescription(id: key, content: ToggleContent(label: "Sync over cellular", isOn: syncOn)) { [weak self] _ in
                guard let self else { return }
                self.syncOn.toggle()
                self.showHome(animated: false)
                self.status = "Sync over cellular is \(self.syncOn ? "on" : "off")."
            }
        case .filler(let number):
            return TerminalRowDescription(id: key, content: TextContent("Row \(number)"))
        case .inserted(let number):
            return TerminalRowDescription(id: key, content: TextContent(title: "Inserted row \(number)", "Added with an animation; ⏎ or x removes it.",
                                                             style: TextStyle(foreground: .palette(131)))) { [weak self] _ in
                self?.remove(key)
            }
            .actions(leading: [moveToTopAction(key)], trailing: [removeAction(key)])
        }
    }

    /// The home row the stack shows as `row`.
    func homeRow(_ row: RowID) -> HomeRow? {
        homeRows.first { home.row(forID: $0) == row }
    }

    private var tagsContent: any TerminalRowContent {
        let tags = ["swift", "uikit", "terminal", "layout", "b-tree", "animation", "events", "lazy-rows", "spring",
                    "separators", "focus", "mouse", "unicode", "tests"]
        let shown = tagsExpanded ? tags : Array(tags.prefix(4))
        let text = shown.map { "#" + $0 }.joined(separator: "  ") + (tagsExpanded ? "" : "  … (⏎ expands)")
        // Palette 63: a blue that reads on light and dark themes (the theme's own blue often does not).
        return TextContent(title: "Tags", text, style: TextStyle(foreground: .palette(63)))
    }

    private var pricingContent: any TerminalRowContent {
        BoxContent(title: "Pricing (⏎ adds a plan)", KeyValueContent(plans))
    }

    private func toggleTags() {
        tagsExpanded.toggle()
        showHome(animated: true)
        status = tagsExpanded ? "Tags expanded." : "Tags collapsed."
    }

    private func addPlan() {
        plans.append((key: "Plan \(plans.count + 1)", value: "\(plans.count * 10) € a month"))
        showHome(animated: true)
        status = "Added a plan: the table grew."
    }

    /// A home row's name as the screen shows it.
    func label(of key: HomeRow) -> String {
        switch key {
        case .welcome: "Welcome"
        case .notes: "Notes"
        case .tags: "Tags"
        case .gallery: "Gallery"
        case .pricing: "Pricing"
        case .upload: "Upload"
        case .sync: "Sync"
        case .filler(let number): "Row \(number)"
        case .inserted(let number): "Inserted row \(number)"
        }
    }

    // MARK: Keys

    static func mainHint(_ axis: StackAxis) -> String {
        "\(axis == .vertical ? "↓" : "→") and Tab move the focus (▌), ⏎ opens the row, ? lists every key."
    }

    /// The screen showing now, whose keys work.
    var screen: DemoScreen {
        if notes.isEditing { return .editingNotes }
        if let form { return form.isAtSummary ? .formSummary : .form }
        if let long { return .long(long.axis) }
        return .main(home.axis)
    }

    /// What the status bar says when the last input left no message.
    var hint: String {
        switch screen {
        case .main(let axis): Self.mainHint(axis)
        case .editingNotes: "Editing the notes: Esc stops; type, arrows move, Shift selects."
        case .long: Self.longHint
        case .form, .formSummary: form?.status ?? ""
        }
    }

    /// Applies a key at `time`; returns `false` to quit. Every input that does something replaces
    /// the status message (with the screen's hint when it has none of its own); a mouse button
    /// released ends a click on the rows (the stack taps the row it was pressed on) and says
    /// nothing else.
    func handle(_ typed: Key, at time: Double) -> Bool {
        // Outside the notes, modifiers mean nothing (Shift-Down moves as Down does) and Alt with a
        // letter is no command; the notes field gets them (Shift selects, Ctrl and Alt move by word).
        let key = typed.command ?? typed
        if case .mouse(let event) = key {
            if case .press = event.kind { lastPress = event }
        } else {
            lastPress = nil
        }
        home.tick(at: time)
        long?.tick(at: time)
        form?.flow.tick(at: time)
        if key == .control("c") { return false }
        if case .mouse(let event) = key, case .release = event.kind {
            if form == nil && !help.isShown && !notes.isEditing { _ = active.handle(key) }
            return true
        }
        // q quits from the help too, as the help says (while editing, q is text).
        if key == .character("q") && !notes.isEditing { return false }
        if help.isShown {
            if !help.handle(key) { status = hint }
            return true
        }
        if key == .function(1) || (key == .character("?") && !notes.isEditing) {
            help.show()
            status = "Help: every key that works here."
            return true
        }
        if notes.isEditing {
            handleWhileEditing(key, typed: typed)
            return true
        }
        if key == .character("q") { return false }
        if case .paste = key {
            status = "Pasted text goes into the notes while you edit them (⏎ on the notes)."
            return true
        }
        status = hint
        if let form {
            if !form.handle(key) { status = nothingHere(key) } else { status = form.status }
            if form.wantsToClose { closeForm() }
            return true
        }
        // An open action menu takes the keys first; a key it only closes on does what it does.
        if active.actionMenuRow != nil, active.handle(key) {
            if active.actionMenuRow != nil { status = Self.menuHint }
            return true
        }
        switch key {
        case .escape:
            if long != nil { closeLong() } else { active.focus(nil) }
        // Space flips the toggle when it is focused and on screen; otherwise it pages, as everywhere.
        case .character(" ") where long == nil && home.focusedRow != nil && home.focusedRow == syncRow
            && home.visibleRows.contains(home.focusedRow!):
            _ = home.handle(.enter)
        // The home screen's own keys; on the 100,000 rows they do nothing, and say so below.
        case .character("h") where long == nil: toggleHidden()
        case .character("m") where long == nil: moveRow()
        case .character("i") where long == nil: insertRow()
        case .character("x") where long == nil: removeRow()
        case .character("a"): switchAxis()
        case .character("g"): jump()
        case .character("l"): long == nil ? openLong() : closeLong()
        case .character("f"): openForm()
        case .end where long != nil && !longRows.isComplete:
            // The end is row 100,000: the rows still to come come in first.
            if let long {
                longRows.loadAll(into: long)
                _ = long.handle(.end)
            }
        case .enter where active.focusedRow == nil && long == nil:
            status = "Focus a row first (Tab), then ⏎ opens it."
        default:
            if !active.handle(key) { status = nothingHere(key) }
        }
        if active.actionMenuRow != nil { status = Self.menuHint }
        return true
    }

    /// What the status bar says while a row's action menu is open.
    static let menuHint = "Row actions: ↑↓ choose, ⏎ does it, Esc closes."

    /// The message for an input that did nothing: a key is named as one; the mouse is not.
    private func nothingHere(_ key: Key) -> String {
        if case .mouse = key { return hint }
        return "That key does nothing here: ? lists the keys that do."
    }

    private func toggleHidden() {
        guard let tagsRow else { return }
        let hidden = !(home.engine.isHidden(tagsRow) ?? false)
        // Hidden while focused, the focus moves on to the next row that takes it.
        let next = hidden && home.focusedRow == tagsRow
            ? home.engine.nextRow(after: tagsRow, in: .forward, wraps: true) { $0 != tagsRow && self.home.isInteractive($0) } : nil
        home.setHidden(hidden, forRow: tagsRow, animated: true)
        if let next { home.focus(next) }
        status = hidden ? "Tags hidden: the rows below moved up." : "Tags shown again."
    }

    /// Moves the focused row one place down (the last to the top), keeping it in view.
    private func moveRow() {
        guard let row = home.focusedRow, let key = homeRow(row), let index = homeRows.firstIndex(of: key) else {
            status = "Focus a row first (Tab), then m moves it."
            return
        }
        let destination = index + 1 < homeRows.count ? index + 1 : 0
        homeRows.remove(at: index)
        homeRows.insert(key, at: destination)
        showHome(animated: true)
        if let moved = home.row(forID: key) { home.focus(moved) }
        status = "Moved \(label(of: key)) to place \(destination + 1)."
    }

    private func insertRow() {
        inserted += 1
        let key = HomeRow.inserted(inserted)
        let after = home.focusedRow.flatMap(homeRow).flatMap { homeRows.firstIndex(of: $0) }
        homeRows.insert(key, at: after.map { $0 + 1 } ?? min(2, homeRows.count))
        showHome(animated: true)
        if let row = home.row(forID: key) { home.focus(row) }
        status = "Inserted a row."
    }

    private func removeRow() {
        guard let row = home.focusedRow, let key = homeRow(row) else {
            status = "Focus a row first (Tab), then x removes it."
            return
        }
        if [.notes, .tags, .pricing, .sync].contains(key) {
            status = "That row is part of the demo; insert one (i) and remove that."
            return
        }
        remove(key)
    }

    /// Removes a row; the focus moves on to the next row that takes it, so x again removes the next.
    func remove(_ key: HomeRow) {
        guard let index = homeRows.firstIndex(of: key) else { return }
        homeRows.remove(at: index)
        showHome(animated: true)
        let next = homeRows[index...].lazy.compactMap { self.home.row(forID: $0) }.first { self.home.isInteractive($0) }
        if let next { home.focus(next) }
        status = "Removed the row."
    }

    private func switchAxis() {
        let stack = active
        stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        // The focused row stays in view across the switch.
        if let focused = stack.focusedRow { stack.focus(focused) }
        status = "The stack is now \(stack.axis == .vertical ? "vertical" : "horizontal")."
    }

    private func jump() {
        if let long {
            longRows.loadAll(into: long)
            let target = long.engine.row(at: min(LongRows.index(ofRow: 50_000), long.engine.count - 1))
            long.scroll(to: target, at: .center)
            status = "Jumped to row 50,000."
        } else if let pricingRow {
            home.scroll(to: pricingRow, at: .start)
            // Focused, so ⏎ does what its title says: adds a plan.
            home.focus(pricingRow)
            status = "Jumped to the pricing table: ⏎ adds a plan."
        }
    }

    private func openLong() {
        longRows = LongRows()
        long = longRows.makeStack(width: width, height: max(2, height - 2))
        status = Self.longHint
    }

    private func closeLong() {
        long = nil
        status = "Back to the demo screens."
    }

    private func openForm() {
        let form = OrderForm(width: width, height: max(2, height - 2))
        self.form = form
        status = form.status
    }

    /// Back to the screen the form was opened from (the long stack stays open under it).
    private func closeForm() {
        form = nil
        status = long == nil ? "Form closed. Back to the demo screens." : "Form closed. Back to the 100,000 rows."
    }
}
