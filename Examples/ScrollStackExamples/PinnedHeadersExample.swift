#if canImport(UIKit)
import ScrollStackUIKit
import UIKit

/// Contacts in sections A to Z, each under a pinned header: the header of the section at the top
/// stays under the navigation bar until the next one pushes it away, and "Jump" brings a contact
/// to rest just below its header.
final class SectionedContactsViewController: UIViewController {
    private let stack = LazyScrollStackView()
    private let names = (0 ..< 2_600).map { "\(UnicodeScalar(UInt8(65 + $0 / 100)))contact \($0 % 100 + 1)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        var rows: [ScrollStackRowDescription] = []
        for (index, name) in names.enumerated() {
            if index % 100 == 0 {
                let letter = String(name.prefix(1))
                rows.append(.view(id: "section \(letter)", estimatedSize: 28, make: { UILabel() }, update: { label in
                    label.text = "  \(letter)"
                    label.font = .preferredFont(forTextStyle: .headline)
                    label.backgroundColor = .secondarySystemBackground   // opaque: rows pass under it
                }).pinned())
            }
            rows.append(.view(id: name, estimatedSize: 44, make: { UILabel() }, update: { $0.text = name }))
        }
        try! stack.setRows(rows)   // section and contact IDs never repeat
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Jump", style: .plain, target: self, action: #selector(jump))
    }

    /// The documentation's example: sections given as data, each header pinned.
    struct Section {
        let title: String
        let items: [String]
    }

    func show(_ sections: [Section]) throws {
        try stack.setRows(sections.flatMap { section in
            [ScrollStackRowDescription.view(id: section.title, make: { UILabel() }, update: { $0.text = section.title })
                .pinned()]
            + section.items.map { item in ScrollStackRowDescription.view(id: item, make: { UILabel() }, update: { $0.text = item }) }
        })
    }

    @objc private func jump() {
        stack.scrollToRow(id: "Mcontact 50", at: .start, animated: true)   // rests below header "M"
    }
}
#endif
