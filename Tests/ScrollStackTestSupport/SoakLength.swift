// How long a random soak runs and from which seed, read from the environment so that a long run
// needs no change to the code: the engine's property test and the terminal soak both use it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A soak's length: `operations` random operations in all, in seeds of at most `operationsPerSeed`
/// operations each, counting up from `firstSeed`. The number of operations and the first seed are
/// read from environment variables when they are set (decimal, or hexadecimal after `0x`); the
/// defaults are what `swift test` runs.
public struct SoakLength: Sendable {
    /// Operations in all (per stream, for soaks that run several streams).
    public let operations: Int
    /// The first seed.
    public let firstSeed: UInt64
    /// The most operations one seed runs.
    public let operationsPerSeed: Int
    /// Whether the length was set from the environment (a long run, which reports what it did).
    public let isFromEnvironment: Bool

    /// Reads the length from `operationsVariable` and `seedVariable`, with defaults.
    public init(operationsVariable: String, defaultOperations: Int, seedVariable: String, defaultSeed: UInt64,
                operationsPerSeed: Int) {
        let operations = Self.integer(operationsVariable)
        self.operations = operations.map { Int(clamping: $0) } ?? defaultOperations
        firstSeed = Self.integer(seedVariable) ?? defaultSeed
        self.operationsPerSeed = max(1, operationsPerSeed)
        isFromEnvironment = operations != nil
    }

    /// The seeds and the operations each runs; `stream` sets the seeds apart for soaks that run
    /// several streams (it is added to the seeds' upper half).
    public func seeds(stream: UInt64 = 0) -> [(seed: UInt64, operations: Int)] {
        var remaining = operations
        var result: [(UInt64, Int)] = []
        var seed = firstSeed &+ stream << 32
        while remaining > 0 {
            result.append((seed, min(remaining, operationsPerSeed)))
            remaining -= operationsPerSeed
            seed &+= 1
        }
        return result
    }

    /// The value of the environment variable `name` as an unsigned integer, or `nil` when it is
    /// unset; traps with a message when it is set to something else, so a typo cannot silently
    /// run the short default.
    public static func integer(_ name: String) -> UInt64? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value).replacingUnderscores()
        let number = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let number else { fatalError("\(name)=\(String(cString: value)) is not a whole number") }
        return number
    }
}

private extension String {
    /// `1_000_000` reads as `1000000`, as in Swift source.
    func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
