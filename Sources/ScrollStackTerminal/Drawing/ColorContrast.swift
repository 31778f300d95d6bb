// How well one colour reads on another: the WCAG contrast ratio, for the colours whose look a
// program knows (palette entries 16–255 and RGB colours; the terminal's own colours and palette
// entries 0–15 are whatever the user's theme makes them).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension TerminalColor {
    /// The colour's red, green and blue, when every terminal shows it the same: palette entries
    /// 16–255 (the 6 × 6 × 6 cube and the grey ramp xterm defines) and RGB colours. `nil` for the
    /// standard colours and palette entries 0–15, which each theme chooses.
    public var fixedRGB: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .standard: return nil
        case .palette(let index) where index < 16: return nil
        case .palette(let index) where index >= 232:
            let level = 8 + 10 * (index - 232)
            return (level, level, level)
        case .palette(let index):
            let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = Int(index) - 16
            return (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
        case let .rgb(red, green, blue): return (red, green, blue)
        }
    }

    /// The WCAG 2 contrast ratio between this colour and `other` (1 to 21; text wants at least 4.5),
    /// or `nil` when either is a theme's colour (see ``fixedRGB``).
    public func contrastRatio(with other: TerminalColor) -> Double? {
        guard let first = fixedRGB.map(Self.luminance), let second = other.fixedRGB.map(Self.luminance) else { return nil }
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Relative luminance, as WCAG 2 defines it for sRGB.
    static func luminance(_ rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.red) + 0.7152 * linear(rgb.green) + 0.0722 * linear(rgb.blue)
    }
}
