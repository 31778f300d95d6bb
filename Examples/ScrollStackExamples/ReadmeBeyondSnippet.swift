#if canImport(UIKit) && canImport(SwiftUI)
// The "Beyond the four libraries" example from README.md, kept here so CI type-checks it for iOS.
import ScrollStackUIKit
import SwiftUI
import UIKit

/// Contacts: 10,000 rows described as data, made only when they come near the screen.
final class ContactsViewController: UIViewController {
    struct Contact: Hashable, Sendable {
        let id: Int
        var name: String
    }

    private let stack = LazyScrollStackView()
    var contacts: [Contact] = [] {
        didSet { render() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        contacts = (1 ... 10_000).map { Contact(id: $0, name: "Contact \($0)") }
    }

    private func render() {
        // Rows whose ID stays keep their place; new IDs are made when they come near the screen;
        // SwiftUI content is measured by SwiftUI. A description carries the row's settings too.
        do {
            try stack.setRows(contacts.map { contact in
                ScrollStackRowDescription.swiftUI(id: contact.id, estimatedSize: 56) { Text(contact.name).padding() }
                    .onTap { [weak self] _ in self?.show(contact) }
            }, animated: true)
        } catch {
            assertionFailure("\(error)")   // only a repeated ID throws; the stack is left as it was
        }
    }

    func show(_ contact: Contact) {
        stack.scrollToRow(id: contact.id, at: .center)   // exact, even for a row never made
    }
}

/// A form on an ordinary stack: the keyboard never covers the field being edited, VoiceOver reads
/// the rows in order, and the fields can be dragged into another order.
final class ProfileFormViewController: ScrollStackController, ScrollStackReorderDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollStackView.avoidsKeyboard = true        // the default; false when a parent avoids it
        scrollStackView.allowsReordering = true      // long press, drag, auto-scroll near edges
        scrollStackView.reorderDelegate = self
        try! scrollStackView.setRows(["Name", "Email", "Phone"].map { field in   // three distinct IDs
            ScrollStackRowDescription.view(id: field, make: { UITextField() }, update: { $0.placeholder = field })
                .separatorHidden()
        })
    }

    func scrollStackView(_ stack: ScrollStackView, shouldMoveRow row: ScrollStackRow, to destination: Int) -> Bool {
        destination != 0                             // "Name" stays first
    }
}
#endif
