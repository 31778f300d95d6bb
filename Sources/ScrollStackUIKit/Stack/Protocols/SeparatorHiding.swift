// How a content view asks that its row never show a separator.

#if canImport(UIKit)
import UIKit

/// A content view whose row never shows a separator.
public protocol SeparatorHiding {}
#endif
