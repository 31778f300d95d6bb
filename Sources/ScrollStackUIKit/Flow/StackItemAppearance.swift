// How a pushed item of a StackFlowView looks: its background and its header bar.

#if canImport(UIKit)
import UIKit
#if canImport(ScrollStackCore)
import ScrollStackCore
#endif

/// How a pushed item looks: its background and its header bar (shown when the item has a title).
public struct StackItemAppearance {
    /// The item's background.
    public var backgroundColor: UIColor
    /// The header bar shown above the item's content when it has a title.
    public var topBarAppearance: TopBar

    /// Creates an appearance; without a top bar, the standard one.
    public init(backgroundColor: UIColor, topBarAppearance: TopBar? = nil) {
        self.backgroundColor = backgroundColor
        self.topBarAppearance = topBarAppearance ?? .standard
    }

    /// A clear item with the standard top bar.
    public static var standard: StackItemAppearance { StackItemAppearance(backgroundColor: .clear) }

    /// A header bar: the title in the middle, a "back" (pop) button at the leading edge of the
    /// newest item when there is an older one, and a "next" (push) button at its trailing edge.
    public struct TopBar {
        /// The bar's background.
        public var backgroundColor: UIColor
        /// The title's font.
        public var titleFont: UIFont
        /// The title's colour.
        public var titleTextColor: UIColor
        /// How the "back" button looks.
        public var popButtonIdentity: Button
        /// How the "next" button looks.
        public var pushButtonIdentity: Button

        /// Creates a bar appearance.
        public init(backgroundColor: UIColor, titleFont: UIFont, titleTextColor: UIColor, popButtonIdentity: Button,
                    pushButtonIdentity: Button) {
            self.backgroundColor = backgroundColor
            self.titleFont = titleFont
            self.titleTextColor = titleTextColor
            self.popButtonIdentity = popButtonIdentity
            self.pushButtonIdentity = pushButtonIdentity
        }

        /// A white bar with the system font, a dark grey title and blue "Back" and "Next" buttons.
        public static var standard: TopBar {
            TopBar(backgroundColor: .white, titleFont: .systemFont(ofSize: 17), titleTextColor: .darkGray,
                   popButtonIdentity: Button(title: NSAttributedString(string: "Back", attributes: [.foregroundColor: UIColor.systemBlue])),
                   pushButtonIdentity: Button(title: NSAttributedString(string: "Next", attributes: [.foregroundColor: UIColor.systemBlue])))
        }

        /// A header button: an image or an attributed title.
        public struct Button {
            /// The image, for an icon button.
            public var icon: UIImage?
            /// The title, for a text button.
            public var title: NSAttributedString?

            /// An icon button. The header mirrors right to left and draws the image as given: pass
            /// a direction-aware image for an arrow (the SF Symbol `chevron.backward`, or an image
            /// made with `imageFlippedForRightToLeftLayoutDirection()`).
            public init(icon: UIImage) { self.icon = icon }

            /// A text button.
            public init(title: NSAttributedString) { self.title = title }
        }
    }
}
#endif
