import EvidenceCore
import Foundation

/// The `*** First throw call stack:` an uncaught Objective-C exception prints before the process ends,
/// read only as far as its first frame past the exception's own machinery (CoreFoundation, libobjc,
/// Foundation, the Swift runtime and the system's C libraries): the image that raised it. Where that
/// image is XCTest's (`XCTestCore +[XCTContext currentContextInThread:]`), the test framework raised
/// the exception itself — an API of it used where it cannot run (an activity
/// in an async test with no context, an expected failure outside a test case) — and the code under
/// test threw nothing.
///
///     *** First throw call stack:
///     (
///         0   CoreFoundation   0x00000001804c10f0 __exceptionPreprocess + 160
///         1   libobjc.A.dylib  0x000000018008add8 objc_exception_throw + 72
///         3   XCTestCore       0x0000000104ca92a0 +[XCTContext currentContextInThread:] + 164
package struct ExceptionThrowStack {
    static let header = [UInt8](ascii: "*** First throw call stack:")
    /// How the reader says it, an issue of the running test.
    package static let raisedByXCTest = "XCTest raised this uncaught exception itself"

    /// Frames the exception's raising passes through, whoever raised it.
    static let machinery: Set<String> = ["CoreFoundation", "Foundation", "libobjc.A.dylib", "libc++abi.dylib", "libc++abi", "libswiftCore.dylib",
                                         "libsystem_kernel.dylib", "libsystem_c.dylib", "libsystem_pthread.dylib", "libdyld.dylib"]
    static let xcTestImages: Set<String> = SpindumpReport.xcTestImages.union(["libXCTestSwiftSupport.dylib"])
    /// More lines than a stack's opening frames: a stack not decided by then is left.
    static let reach = 12

    let startLine: Int

    /// What a line of the stack says: nil while the frames are the exception's machinery (or the
    /// stack's opening parenthesis); `.raisedBy(image, symbol)` at the first frame past them; `.ended`
    /// for a line that is no frame of it, or one past its reach.
    enum Reading { case raisedBy(image: String, symbol: String), ended }

    func read(_ line: LogLine) -> Reading? {
        guard line.number - startLine <= Self.reach else { return .ended }
        let text = line.text.trimmingCharacters(in: .whitespaces)
        if text == "(" { return nil }
        guard let frame = CrashedThreadReport.frame(text) else { return .ended }
        return Self.machinery.contains(frame.image) ? nil : .raisedBy(image: frame.image, symbol: frame.symbol)
    }

    /// XCTest raising an API violation of the code's doing (`-[XCTestExpectation fulfill]` called twice, or
    /// after its wait: a completion handler the app calls twice): the code's fault, not the framework's.
    static func raisedForTheCode(_ symbol: String) -> Bool {
        ["XCTestExpectation", "XCTWaiter", "waitForExpectations"].contains(where: symbol.contains)
    }

    package static func issueMessage(image: String, symbol: String) -> String {
        "\(raisedByXCTest) (`\(image) \(symbol)`): the test framework, not the code under test, ended the process — an XCTest API used where it cannot run."
    }
}
