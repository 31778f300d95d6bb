// The input events a terminal program gets: keys, pasted text and mouse reports.

/// A mouse report (SGR mode, `ESC [ < b ; x ; y M/m`). Coordinates are 0-based cells.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down (0 left, 1 middle, 2 right).
        case press(button: Int)
        /// A button went up.
        case release(button: Int)
        /// The pointer moved with a button held.
        case drag(button: Int)
        /// The wheel turned away from the user.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// Creates a mouse event.
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// A key press or a mouse report.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Arrow keys (held with Shift, Alt or Ctrl they come as ``modified(_:_:)``).
    case up, down, left, right
    /// Page keys.
    case pageUp, pageDown
    /// Line start and end.
    case home, end
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Return.
    case enter
    /// Escape on its own.
    case escape
    /// Backspace.
    case backspace
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// A function key, F1 … F12.
    case function(Int)
    /// A control key, by its letter (Ctrl-C is `.control("c")`).
    case control(Character)
    /// A mouse report.
    case mouse(MouseEvent)
    /// An arrow, Home, End, Page Up/Down, Insert, Delete or function key held with Shift, Alt or
    /// Ctrl (as xterm reports them: `ESC [ 1 ; 2 C` is Shift-Right), or a character or Backspace
    /// typed with Alt (terminals send Escape and then the key, in one write). Stacks treat the
    /// first kind as the key alone and leave Alt with a character to you (see ``command``); a
    /// text field uses Shift to select and Ctrl or Alt to move by words.
    indirect case modified(Key, KeyModifiers)
    /// Text pasted while bracketed paste is on (the terminal marks where a paste starts and
    /// ends), so a pasted Tab or letter is never taken for a command. A paste of up to 64 KiB
    /// comes whole; a longer one comes as several `.paste` keys in a row, cut where a character
    /// starts, so appending them gives the pasted text.
    case paste(String)
}

/// The modifier keys held with a ``Key/modified(_:_:)`` key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int
    /// Creates modifiers from their bits (1 Shift, 2 Alt, 4 Ctrl, as xterm numbers them minus one).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option on a Mac keyboard, Meta in some terminals).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)
}

extension Key {
    /// The key without the modifiers held with it (the key itself when none were).
    public var withoutModifiers: Key {
        if case .modified(let key, _) = self { return key.withoutModifiers }
        return self
    }

    /// The key as a stack or a screen takes it as a command: without its modifiers (Shift-Down
    /// moves as Down does), or `nil` for a character typed with Alt, which is a key of its own
    /// (Alt-q is not q: it must not quit).
    public var command: Key? {
        if case .modified(.character, let modifiers) = self, modifiers.contains(.alt) { return nil }
        return withoutModifiers
    }
}
