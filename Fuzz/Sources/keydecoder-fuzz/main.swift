// The KeyDecoder fuzz target: libFuzzer's driver feeds it inputs, and each input is checked against
// the decoder's promises (KeyDecoderProperties.swift); a broken promise stops the run with the
// property and the input.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzEntry

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    checkKeyDecoder(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
})
