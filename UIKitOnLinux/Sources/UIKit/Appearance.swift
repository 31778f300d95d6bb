// Colours, fonts, images and trait collections: values the host passes around; nothing is drawn.

import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor : "An object that stores color data and
/// sometimes opacity." A dynamic colour resolves through its provider (`resolvedColor(with:)`).
open class UIColor: NSObject, @unchecked Sendable {
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    let provider: ((UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
    }

    public init(white: CGFloat, alpha: CGFloat) {
        rgba = (white, white, white, alpha)
        provider = nil
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection())
        rgba = light.rgba
        provider = dynamicProvider
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:) : "Returns the
    /// version of the current color that results from the specified traits."
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// The colour's components as a CGColor (a dynamic colour's light appearance).
    open var cgColor: CGColor { CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3) }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: alpha) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.rgba == rgba && (other.provider == nil) == (provider == nil)
    }

    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    /// ASSUMPTION: the system's dynamic colours, with the component values of iOS 16's light and dark
    /// appearances as commonly published (F20's dark-mode check on a device settles them).
    open class var separator: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
                                                 : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    }
    open class var systemBackground: UIColor { UIColor { $0.userInterfaceStyle == .dark ? .black : .white } }
    open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
    open class var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    open class var secondarySystemBackground: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
                                                 : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    }
    open class var label: UIColor { UIColor { $0.userInterfaceStyle == .dark ? .white : .black } }
}

/// https://developer.apple.com/documentation/uikit/uifont : only the point size matters (UILabel's
/// fake metrics).
open class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    init(pointSize: CGFloat) { self.pointSize = pointSize }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) : at the
    /// default text size (ASSUMPTION: body 17, subheadline 15, footnote 13, headline 17, as iOS's large
    /// size; G8 on a device measures with real fonts).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(pointSize: style == .footnote ? 13 : style == .subheadline ? 15 : 17)
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage : an image of a size, with nothing in it.
open class UIImage: NSObject, @unchecked Sendable {
    public let size: CGSize
    public private(set) var flipsForRightToLeftLayoutDirection = false
    public override convenience init() { self.init(doubleSize: .zero) }
    /// Test-only: an empty image of a size.
    public init(doubleSize size: CGSize) { self.size = size }

    /// https://developer.apple.com/documentation/uikit/uiimage/imageflippedforrighttoleftlayoutdirection() :
    /// "Returns a version of the current image, configured to flip its content when it’s part of a
    /// right-to-left layout."
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let image = UIImage(doubleSize: size)
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection : "The iOS interface environment
/// for your app." ASSUMPTION: the defaults are an iPhone 14's (scale 3, light, left to right, large text);
/// every device check runs with a real device's traits, F20's dark-mode check with dark ones.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    public override convenience init() {
        self.init(doubleScale: 3, style: .light, direction: .leftToRight, contentSize: .large)
    }

    /// Test-only: traits for a window (`UIWindow.doubleTraitCollection`).
    public init(doubleScale scale: CGFloat, style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection,
                contentSize: UIContentSizeCategory) {
        displayScale = scale
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:) :
    /// the other traits are the defaults here.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        displayScale = 3
        self.userInterfaceStyle = userInterfaceStyle
        layoutDirection = .leftToRight
        preferredContentSizeCategory = .large
    }

    func doubleWithStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(doubleScale: displayScale, style: style, direction: layoutDirection, contentSize: preferredContentSizeCategory)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current : the defaults (the
    /// double does not track the traits of the code being run).
    open class var current: UITraitCollection { UITraitCollection() }
}
