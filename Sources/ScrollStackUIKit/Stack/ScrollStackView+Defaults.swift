// The stack's defaults: row and separator insets and colours, its two animations, and the engine
// settings they make, and how a setting reaches the engine.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

extension ScrollStackView {
    /// An animation runner: performs `animations` animated and calls `completion` when done.
    public typealias Animation = @MainActor (_ animations: @escaping () -> Void,
                                             _ completion: ((Bool) -> Void)?) -> Void

    /// Default row insets: 12 points above and below, 16 on the sides (a table cell's margins).
    public static let defaultRowInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    /// Default separator insets: aligned with the row's content on the leading side.
    public static let defaultSeparatorInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Default separator colour: the system separator colour.
    public static let defaultSeparatorColor: UIColor = .separator
    /// Default row background: clear.
    public static let defaultRowColor: UIColor = .clear
    /// Default highlight colour: a light grey (0.85).
    public static let defaultRowHighlightColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)

    /// The default hide/show/insert/remove animation: a 0.3 s spring with damping 1 (no bounce),
    /// interruptible and starting from the current state.
    public static func defaultAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: animations,
                       completion: completion)
    }

    /// The default scroll animation: 0.3 s ease in-out, like `setContentOffset(_:animated:)`.
    public static func defaultScrollAnimate(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                       animations: animations, completion: completion)
    }

    /// The engine settings of a new stack: the stack's defaults.
    static func initialConfiguration() -> StackConfiguration {
        StackConfiguration(rowInsets: insets(defaultRowInsets), separatorThickness: 1,
                           separatorInsets: insets(defaultSeparatorInsets), separatorPlacement: .overlay)
    }

    /// Changes the engine's configuration; the rows are placed again at the next layout pass.
    func setConfiguration(_ change: (inout StackConfiguration) -> Void) {
        // `change` reads settings a subclass may override: the engine is not being changed meanwhile.
        var configuration = engine.configuration
        change(&configuration)
        engine.configuration = configuration
        madeRows.forEach { $0.stackDefaultsDidChange() }
        setNeedsLayout()
    }
}
#endif
