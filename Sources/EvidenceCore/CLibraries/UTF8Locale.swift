#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libarchive 3.6 converts entry names through the C locale and crashes on non-ASCII names under
/// the default "C" locale; a UTF-8 LC_CTYPE makes names round-trip.
enum UTF8Locale {
    private static let once: Void = {
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }()

    static func ensure() { _ = once }
}
