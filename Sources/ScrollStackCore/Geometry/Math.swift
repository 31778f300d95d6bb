// The four elementary functions the spring curve needs, from the platform's C library, so the
// engine needs neither Foundation nor a numerics package.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#endif

enum Math {
    @inline(__always) static func exp(_ x: Double) -> Double { x < -745 ? 0 : _exp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { _log(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }
}

@inline(__always) private func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
