#if canImport(UIKit) && os(iOS)
import ScrollStackUIKit
import UIKit

// App code in Swift 5 mode, as apps written for the four libraries have it: helpers and delegates
// with no actor annotations that call the stacks from nonisolated synchronous code. It compiled
// against the original libraries (whose classes inherit UIKit's isolation, which Swift 5 code may
// ignore), and must compile against this one with at most warnings. CI type-checks it for iOS in
// Swift 5 mode; it is never run.

/// A builder that is not an actor-isolated type, filling an AloeStackView.
final class SettingsRowsBuilder {
    func build(into stack: AloeStackView) {
        let title = UILabel()
        title.text = "Settings"
        stack.addRow(title)
        stack.setTapHandler(forRow: title) { _ in print("tapped") }
        stack.hideRow(title, animated: true)
        stack.showRow(title)
        stack.setInset(forRow: title, inset: .zero)
        stack.hidesSeparatorsByDefault = true
        print(stack.getAllRows().count, stack.containsRow(title))
        stack.removeRow(title)
    }
}

/// An app extension on the stack, called from a plain helper.
extension AloeStackView {
    func addSection(titled text: String) {
        let label = UILabel()
        label.text = text
        addRow(label)
    }
}

func fillInFreeFunction(_ stack: AloeStackView) {
    stack.addSection(titled: "General")
}

/// ScrollStackController's stack, driven from a plain model object.
final class FeedModel {
    func show(_ controllers: [UIViewController], in stack: ScrollStack) {
        stack.addRows(controllers: controllers, animated: false)
        if let first = controllers.first {
            stack.scrollToRow(index: 0, at: .middle, animated: false)
            print(stack.containsRowForController(first))
        }
        stack.removeAllRows(animated: false)
    }
}

/// ScrollingStackViewController's calls from a plain coordinator.
final class CheckoutCoordinator {
    func present(_ child: UIViewController, in screen: ScrollingStackViewController) {
        screen.add(viewController: child)
        screen.hide(viewController: child, animated: false)
        screen.show(viewController: child, animated: false)
        screen.scrollTo(viewController: child, animated: false)
    }
}

/// StackFlowView pushed from a plain presenter.
final class OnboardingPresenter {
    func start(in flow: StackFlowView) {
        let step = UILabel()
        flow.push(step)
        flow.pop()
    }
}

/// A delegate that is a plain NSObject, as Swift 5 apps write them.
final class FeedDelegate: NSObject, ScrollStackControllerDelegate {
    func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {
        print(offset)
    }

    func scrollStackRowDidBecomeVisible(_ stackView: ScrollStack, row: ScrollStackRow, index: Int,
                                        state: ScrollStack.RowVisibility) {
        print(index)
    }
}
#endif
