#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// A mailbox: each message row reveals Delete and Flag when swiped left, and Read when swiped
/// right; a full swipe left deletes at once. VoiceOver offers the same three as the row's actions.
final class MailboxViewController: UIViewController {
    struct Message: Hashable, Sendable {
        let id: Int
        var subject: String
        var isRead = false
        var isFlagged = false
    }

    private let stack = ScrollStackView()
    private var messages = (1 ... 40).map { Message(id: $0, subject: "Message \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        render(animated: false)
    }

    private func render(animated: Bool) {
        try! stack.setRows(messages.map { message in   // message IDs never repeat
            ScrollStackRowDescription.view(id: message.id, make: { UILabel() }, update: { label in
                label.text = (message.isFlagged ? "⚑ " : "") + message.subject
                label.font = .preferredFont(forTextStyle: message.isRead ? .body : .headline)
            })
            .swipeActions(leading: ScrollStackSwipeActions([readAction(message)]),
                          trailing: ScrollStackSwipeActions([deleteAction(message), flagAction(message)]))
        }, animated: animated)
    }

    private func deleteAction(_ message: Message) -> ScrollStackRowAction {
        ScrollStackRowAction(style: .destructive, title: "Delete", image: UIImage(systemName: "trash")) { [weak self] _, _, completion in
            self?.messages.removeAll { $0.id == message.id }
            self?.render(animated: true)   // the row leaves; its swipe closes with it
            completion(true)
        }
    }

    private func flagAction(_ message: Message) -> ScrollStackRowAction {
        ScrollStackRowAction(title: message.isFlagged ? "Unflag" : "Flag", backgroundColor: .systemOrange) { [weak self] _, _, completion in
            self?.update(message.id) { $0.isFlagged.toggle() }
            completion(true)
        }
    }

    private func readAction(_ message: Message) -> ScrollStackRowAction {
        ScrollStackRowAction(title: message.isRead ? "Unread" : "Read", backgroundColor: .systemBlue) { [weak self] _, _, completion in
            self?.update(message.id) { $0.isRead.toggle() }
            completion(true)
        }
    }

    private func update(_ id: Int, _ change: (inout Message) -> Void) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        change(&messages[index])
        render(animated: false)
    }
}
#endif
