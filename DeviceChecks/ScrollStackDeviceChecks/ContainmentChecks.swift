#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// Checks of child view controller containment and of rows the app reaches around the stack:
// F1, the removal requirement (R1), F7, F15, F16, and F20's custom-view controller, reused
// controllers and lazy delegates that replace the rows.

/// A controller that writes down the appearance and containment calls UIKit sends it.
@MainActor
final class LoggingController: UIViewController {
    private(set) var log: [String] = []

    override func loadView() {
        let label = UILabel()
        label.text = "A logging child controller"
        label.backgroundColor = .systemTeal
        view = label
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }

    /// How many times `call` was logged.
    func count(_ call: String) -> Int { log.filter { $0 == call }.count }

    /// The log, for the report.
    var summary: String { log.joined(separator: ", ") }
}

/// A label with a fixed height, for rows whose place the checks measure.
@MainActor
func fixedLabel(_ text: String, height: CGFloat = 60) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    label.heightAnchor.constraint(equalToConstant: height).isActive = true
    label.widthAnchor.constraint(equalToConstant: 120).isActive = true
    return label
}

extension DeviceChecks {
    static var containmentChecks: [DeviceCheck] {
        [
            DeviceCheck("F1", "A child controller added one second after the screen appeared",
                        proves: "a row controller added while its stack is on screen gets viewWillAppear and viewDidAppear, once each") { stage in
                let screen = ScrollStackController()
                await stage.show(screen)
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                let child = LoggingController()
                screen.scrollStackView.addRow(child)
                await stage.settle(0.5)
                return .all([
                    .expect(child.parent === screen, "parent is the stack's controller: \(child.parent === screen)"),
                    .expect(child.count("willAppear") == 1 && child.count("didAppear") == 1, "calls: \(child.summary)"),
                    .expect(child.view.window != nil, "in a window: \(child.view.window != nil)"),
                ])
            },
            DeviceCheck("F1", "A child controller added before the stack's controller loaded its view",
                        proves: "rows added before the screen exists appear with it: one viewWillAppear and one viewDidAppear") { stage in
                let screen = ScrollStackController()
                let child = LoggingController()
                screen.scrollStackView.addRow(child)
                await stage.show(screen)
                await stage.settle(0.3)
                return .all([
                    .expect(child.parent === screen, "parent is the stack's controller: \(child.parent === screen)"),
                    .expect(child.count("willAppear") == 1 && child.count("didAppear") == 1, "calls: \(child.summary)"),
                ])
            },
            DeviceCheck("F1", "A stack that is a controller's own view, pushed onto a navigation controller",
                        proves: "row controllers stay children of the controller whose view the stack is, and hear one viewWillAppear and one viewDidAppear when it is pushed") { stage in
                let navigation = UINavigationController(rootViewController: UIViewController())
                await stage.show(navigation)
                let screen = OwnStackController()
                let child = LoggingController()
                screen.stack.addRow(controller: child)
                navigation.pushViewController(screen, animated: false)
                await stage.settle(0.5)
                return .all([
                    .expect(child.parent === screen, "parent is the controller owning the stack: \(child.parent === screen)"),
                    .expect(child.count("willAppear") == 1 && child.count("didAppear") == 1 && child.count("willMove(nil)") == 0,
                            "calls: \(child.summary)"),
                ])
            },
            DeviceCheck("F16", "A row controller the app moves to another parent",
                        proves: "moving a row's controller elsewhere the UIKit way leaves it with its new parent; the stack only lets the row go") { stage in
                // A controller whose view holds the stack (not is it), so another child's view fits beside it.
                let screen = ScrollingStackViewController()
                let child = LoggingController()
                screen.scrollStackView.addRow(child)
                screen.scrollStackView.addRow(LabelController("Stays"))
                await stage.show(screen)
                let other = UIViewController()
                screen.addChild(other)
                other.view.frame = CGRect(x: 0, y: 300, width: 300, height: 100)
                screen.view.addSubview(other.view)
                other.didMove(toParent: screen)
                other.addChild(child)
                other.view.addSubview(child.view)
                child.didMove(toParent: other)
                await stage.settle()
                return .all([
                    .expect(child.parent === other && child.view.superview === other.view,
                            "new parent kept: \(child.parent === other); view in its view: \(child.view.superview === other.view)"),
                    .expect(screen.scrollStackView.rows.count == 1, "rows left in the stack: \(screen.scrollStackView.rows.count)"),
                ])
            },
            DeviceCheck("F16", "A row controller whose view the app moves during its animated removal",
                        proves: "a removal that has told the controller it is leaving (willMove nil) always ends with removeFromParent, wherever the app puts the view") { stage in
                let screen = ScrollStackController()
                let child = LoggingController()
                screen.scrollStackView.addRow(child)
                screen.scrollStackView.addRow(LabelController("Stays"))
                await stage.show(screen)
                screen.scrollStackView.removeRow(child, animated: true)
                let elsewhere = UIView(frame: CGRect(x: 0, y: 400, width: 300, height: 60))
                screen.view.addSubview(elsewhere)
                elsewhere.addSubview(child.view)
                await stage.settle(1)
                return .all([
                    .expect(child.parent == nil && child.count("willMove(nil)") == 1, "parent released: \(child.parent == nil); calls: \(child.summary)"),
                    .expect(child.view.superview === elsewhere, "the view stays where the app put it: \(child.view.superview === elsewhere)"),
                ])
            },
            DeviceCheck("F16", "A row controller moved to a second stack during its animated removal",
                        proves: "the second stack's row holds the controller as a child of its controller: the first stack's removal never takes its parent away") { stage in
                let screen = UIViewController()
                let first = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 250))
                let second = ScrollStack(frame: CGRect(x: 0, y: 260, width: 320, height: 250))
                screen.view.addSubview(first)
                screen.view.addSubview(second)
                await stage.show(screen)
                let child = LoggingController()
                first.addRow(controller: child)
                first.addRow(view: fixedLabel("Stays"))
                await stage.settle()
                first.removeRow(child.view, animated: true)
                second.addRow(controller: child)
                await stage.settle(1)
                return .expect(child.parent === screen && child.view.isDescendant(of: second) && child.count("willMove(nil)") == child.count("didMove(nil)"),
                               "parent is the screen: \(child.parent === screen); view in the second stack: \(child.view.isDescendant(of: second)); calls: \(child.summary)")
            },
            DeviceCheck("F16", "A lazy stack letting go of a row whose controller the app moved to its own parent",
                        proves: "a controller the app re-parents (its view still in the row) keeps its new parent when the row scrolls far away and back") { stage in
                let screen = UIViewController()
                let stack = LazyScrollStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
                stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                screen.view.addSubview(stack)
                await stage.show(screen)
                let child = LoggingController()
                stack.addRow(child)
                stack.addRows((0 ..< 60).map { fixedLabel("Row \($0)") })
                await stage.settle()
                let container = UIViewController()
                screen.addChild(container)
                container.didMove(toParent: screen)
                child.willMove(toParent: nil)
                child.removeFromParent()
                container.addChild(child)
                child.didMove(toParent: container)
                let calls = child.count("willMove(nil)")
                stack.setContentOffset(CGPoint(x: 0, y: max(0, stack.contentSize.height - stack.bounds.height)), animated: false)
                await stage.settle()
                let letGo = child.view.window == nil
                let keptAway = child.parent === container
                stack.setContentOffset(.zero, animated: false)
                await stage.settle()
                return .all([
                    .expect(letGo, "the row was let go far from the screen: \(letGo)"),
                    .expect(keptAway && child.parent === container && child.count("willMove(nil)") == calls && child.view.window != nil,
                            "parent is the app's container far away: \(keptAway), and back on screen: \(child.parent === container); calls: \(child.summary)"),
                ])
            },
            DeviceCheck("R1", "removeRow(controller, animated: false) takes the view out at once",
                        proves: "a controller removed without animation has no superview and no parent when the call returns, and was told it disappeared") { stage in
                let screen = ScrollStackController()
                let child = LoggingController()
                screen.scrollStackView.addRow(child)
                await stage.show(screen)
                screen.scrollStackView.removeRow(child, animated: false)
                let superviewAtReturn = child.view.superview
                let parentAtReturn = child.parent
                await stage.settle()
                return .all([
                    .expect(superviewAtReturn == nil, "superview when remove returned: \(superviewAtReturn.map { "\(type(of: $0))" } ?? "nil")"),
                    .expect(parentAtReturn == nil, "parent when remove returned: \(parentAtReturn == nil ? "nil" : "still set")"),
                    .expect(child.count("didDisappear") == 1 && child.count("didMove(nil)") == 1, "calls: \(child.summary)"),
                    .expect(screen.scrollStackView.rows.isEmpty, "rows left: \(screen.scrollStackView.rows.count)"),
                ])
            },
            DeviceCheck("F7", "setRowHidden(addRow(view:)!) hides that row",
                        proves: "a ScrollStackRow passed to the view-based API means that row: it is hidden, and no row is made around it") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                guard let row = stack.addRow(view: fixedLabel("Hide me")) else {
                    return .expect(false, "addRow(view:) returned nil")
                }
                stack.addRow(view: fixedLabel("Below"))
                stack.setRowHidden(row, isHidden: true, animated: false)
                await stage.settle()
                return .all([
                    .expect(stack.rows.count == 2, "rows: \(stack.rows.count)"),
                    .expect(stack.isRowHidden(index: 0) && row.isHidden, "row 0 hidden: \(stack.isRowHidden(index: 0)), row.isHidden: \(row.isHidden)"),
                    .expect(stack.rows[1].frame.minY < 1, "the row below starts at y \(stack.rows[1].frame.minY)"),
                ])
            },
            DeviceCheck("F15", "A row removed inside onChangeRow",
                        proves: "a row removed while the stack reports another change still gets its own onChangeRow(row, true), once") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                guard let first = stack.addRow(view: fixedLabel("First")) else { return .expect(false, "addRow returned nil") }
                await stage.settle()
                var removals: [ScrollStackRow] = []
                var second: ScrollStackRow?
                stack.onChangeRow = { row, isRemoved in
                    if isRemoved { removals.append(row) }
                    if !isRemoved, row === second { stack.removeRow(first) }
                }
                second = stack.addRow(view: fixedLabel("Second"))
                await stage.settle(0.3)
                return .all([
                    .expect(removals.count == 1 && removals.first === first, "removals reported: \(removals.count), first among them: \(removals.contains { $0 === first })"),
                    .expect(stack.rows.count == 1, "rows left: \(stack.rows.count)"),
                ])
            },
            DeviceCheck("F16", "row.isHidden set directly, and a row's content moved elsewhere",
                        proves: "the stack follows what the app did behind its back: a hidden row collapses and scroll answers skip it; a row whose content moved away leaves the stack") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                let labels = (0..<3).map { fixedLabel("Row \($0)") }
                stack.addRows(labels)
                await stage.settle()
                let rows = stack.rows
                rows[0].isHidden = true
                await stage.settle()
                let collapsed = stack.isRowHidden(index: 0) && rows[1].frame.minY < 1
                let elsewhere = UIView()
                elsewhere.addSubview(labels[2])
                await stage.settle()
                return .all([
                    .expect(collapsed, "row 0 hidden in the stack: \(stack.isRowHidden(index: 0)); row 1 starts at y \(rows[1].frame.minY)"),
                    .expect(stack.rows.count == 2 && !stack.containsRow(labels[2]), "rows after moving row 2's content away: \(stack.rows.count)"),
                ])
            },
            DeviceCheck("F20", "A ScrollStackController subclass with its own loadView",
                        proves: "the stack goes into whatever view the controller has (code, storyboard, nib), keeping that view's subviews") { stage in
                let screen = OwnViewController()
                screen.scrollStackView.addRow(LoggingController())
                await stage.show(screen)
                return .all([
                    .expect(screen.scrollStackView.superview === screen.view, "stack inside the controller's own view: \(screen.scrollStackView.superview === screen.view)"),
                    .expect(screen.badge.superview === screen.view, "the view's own subview kept: \(screen.badge.superview === screen.view)"),
                    .expect(screen.scrollStackView.rows.count == 1, "rows: \(screen.scrollStackView.rows.count)"),
                ])
            },
            DeviceCheck("F20", "A ScrollStackController decoded as a storyboard decodes its scenes (init(coder:))",
                        proves: "a controller made by a storyboard or nib keeps the view UIKit loads for it and puts the stack inside") { stage in
                let archiver = NSKeyedArchiver(requiringSecureCoding: false)
                archiver.encode(ScrollStackController(), forKey: NSKeyedArchiveRootObjectKey)
                archiver.finishEncoding()
                guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
                    return .expect(false, "the archive could not be read")
                }
                unarchiver.requiresSecureCoding = false
                guard let screen = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? ScrollStackController else {
                    return .expect(false, "no controller decoded")
                }
                screen.scrollStackView.addRow(LoggingController())
                await stage.show(screen)
                return .all([
                    .expect(screen.view !== screen.scrollStackView && screen.scrollStackView.superview === screen.view,
                            "the stack is inside the loaded view: \(screen.scrollStackView.superview === screen.view)"),
                    .expect(screen.scrollStackView.rows.count == 1 && screen.scrollStackView.frame.size == screen.view.bounds.size,
                            "rows \(screen.scrollStackView.rows.count); stack \(screen.scrollStackView.frame.size) in \(screen.view.bounds.size)"),
                ])
            },
            DeviceCheck("F20", "A declared row made again from a controller still fading out",
                        proves: "a controller reused by a new row while its old row animates away stays contained and on screen when that animation ends") { stage in
                let stack = ScrollStack()
                await stage.show(stack)
                let cached = LoggingController()
                _ = try? stack.setRows([.controller(id: "old", make: { cached })])
                await stage.settle()
                _ = try? stack.setRows([], animated: true)
                _ = try? stack.setRows([.controller(id: "new", make: { cached })])
                await stage.settle(0.8)
                return .all([
                    .expect(cached.parent != nil && cached.view.window != nil, "parent set: \(cached.parent != nil); in a window: \(cached.view.window != nil)"),
                    .expect(stack.rows.count == 1 && stack.rows.first?.controller === cached, "rows: \(stack.rows.count), showing the cached controller: \(stack.rows.first?.controller === cached)"),
                ])
            },
            DeviceCheck("F20", "A lazy stack's delegate replaces the rows while rows are being made",
                        proves: "setRows from lazyScrollStack(_:didRealize:forRow:) is safe: rows queued to be made and then removed are skipped, nothing traps") { stage in
                let stack = LazyScrollStackView()
                let shrinker = Shrinker()
                stack.lazyDelegate = shrinker
                _ = try? stack.setRows((0..<200).map { index in .view(id: index, make: { fixedLabel("Row \(index)") }) })
                await stage.show(stack)
                await stage.settle(0.3)
                return .expect(stack.numberOfRows == 1 && shrinker.shrank, "rows after the delegate replaced them: \(stack.numberOfRows)")
            },
        ]
    }
}

/// A controller whose own view is a stack.
@MainActor
private final class OwnStackController: UIViewController {
    let stack = ScrollStack()

    override func loadView() { view = stack }
}

/// A controller that makes its own view, as a storyboard scene or a custom `loadView` does.
@MainActor
private final class OwnViewController: ScrollStackController {
    let badge = UILabel()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        badge.text = "A subview of the controller's own view"
        badge.frame = CGRect(x: 16, y: 200, width: 300, height: 30)
        root.addSubview(badge)
        view = root
    }
}

/// A lazy delegate that, when the first row is made, replaces the rows with that row alone.
@MainActor
private final class Shrinker: LazyScrollStackDelegate {
    var shrank = false

    func lazyScrollStack(_ stack: LazyScrollStackView, didRealize view: UIView, forRow id: AnyHashable) {
        guard !shrank, id == AnyHashable(0) else { return }
        shrank = true
        _ = try? stack.setRows([.view(id: 0, make: { fixedLabel("Row 0") })])
    }
}
#endif
