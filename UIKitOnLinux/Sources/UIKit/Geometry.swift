// The geometry and colour values UIKit and Core Graphics add to Foundation's CGRect/CGPoint/CGSize: insets, affine transforms, CGColor.

import Foundation

/// https://developer.apple.com/documentation/uikit/uiedgeinsets : "The inset distances for views."
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:) : "Adjusts a
    /// rectangle by the given edge insets." (Positive insets shrink it.)
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        let width = rect.width - insets.left - insets.right
        let height = rect.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top, width: width, height: height)
    }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform : "An affine
/// transformation matrix for use in drawing 2D graphics." Only what the host builds: identity and scale.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor : "A set of components that define
/// a color, with a color space specifying how to interpret them." Here always RGBA; two colours are
/// equal when their components are (as `CFEqual` compares them).
public final class CGColor: Hashable, @unchecked Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// `CFTimeInterval` is CoreFoundation's name for seconds, which Linux's Foundation does not export.
public typealias CFTimeInterval = Double

extension NSValue {
    /// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue : "Returns
    /// the CoreGraphics rectangle structure representation of the value."
    public var cgRectValue: CGRect { rectValue }

    /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) : "Creates a new
    /// value object containing the specified CoreGraphics rectangle structure."
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor :
    /// "The color of the text." (UIKit defines this key; Linux's Foundation does not.)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
