import CCrypto

/// A libcrypto failure, turned into a Swift error where the C call returns: what was being done and
/// libcrypto's own reason from its error queue (which is emptied, so no stale reason leaks into the
/// next failure).
package struct CryptoError: CLibraryError {
    package var message: String
    package var description: String { message }

    init(_ action: String) {
        var reasons: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            if let text = ERR_reason_error_string(code) { reasons.append(String(cString: text)) }
        }
        // The first reason is where it went wrong; the later ones are the layers that passed it up.
        message = reasons.first.map { "\(action) (libcrypto: \($0))" } ?? action
    }
}
