// The demo's rows with actions: what `.` opens as a menu over the focused row, the terminal's
// answer to a touch screen's swipe actions. Upload (which has no tap action, so ⏎ opens them too)
// pauses or is cancelled; a row added with i moves to the top or is removed.

import ScrollStackTerminal

extension DemoApp {
    /// Upload's leading action: Pause, or Resume once paused.
    var pauseAction: TerminalRowAction {
        TerminalRowAction(uploadPaused ? "Resume" : "Pause") { [weak self] _ in
            guard let self else { return false }
            uploadPaused.toggle()
            showHome(animated: false)
            status = uploadPaused ? "Upload paused." : "Upload resumed."
            return true
        }
    }

    /// Upload's trailing action: cancelling removes the row.
    var cancelUploadAction: TerminalRowAction {
        TerminalRowAction("Cancel upload", isDestructive: true) { [weak self] _ in
            self?.remove(.upload)
            return true
        }
    }

    /// An added row's leading action.
    func moveToTopAction(_ key: HomeRow) -> TerminalRowAction {
        TerminalRowAction("Move to top") { [weak self] _ in
            self?.moveToTop(key)
            return true
        }
    }

    /// An added row's trailing action.
    func removeAction(_ key: HomeRow) -> TerminalRowAction {
        TerminalRowAction("Remove", isDestructive: true) { [weak self] _ in
            self?.remove(key)
            return true
        }
    }

    /// Moves a row to the top, keeping it focused.
    private func moveToTop(_ key: HomeRow) {
        guard let index = homeRows.firstIndex(of: key) else { return }
        homeRows.insert(homeRows.remove(at: index), at: 0)
        showHome(animated: true)
        if let moved = home.row(forID: key) { home.focus(moved) }
        status = "Moved \(label(of: key)) to the top."
    }
}
