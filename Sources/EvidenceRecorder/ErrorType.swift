import Foundation

/// What a record says about an error: its type's name, or `domain:code` for an `NSError` — never its
/// message or user info, which may hold request data.
public struct ErrorType: Hashable, Sendable, CustomStringConvertible {
    /// The name as recorded (sanitised: type-name characters only, at most 200).
    public let name: String

    /// `MyApp.SyncError`; for an `NSError`, or an error that names its domain and code
    /// (`CustomNSError`: `BGTaskScheduler.Error`, `URLError`, …), `BGTaskSchedulerErrorDomain:1`.
    public init(_ error: any Error) {
        if type(of: error) is NSError.Type {
            let error = error as NSError
            name = Self.sanitised("\(error.domain):\(error.code)")
        } else if let error = error as? any CustomNSError {
            // Bridged framework errors are structs: their type name alone would drop the code that
            // tells `notPermitted` from `tooManyPendingTaskRequests`.
            name = Self.sanitised("\(type(of: error).errorDomain):\(error.errorCode)")
        } else {
            name = Self.sanitised(String(reflecting: type(of: error)))
        }
    }

    /// A fixed name written in the source, e.g. `ErrorType.named("BGTaskScheduler.Error.notPermitted")`.
    /// A `StaticString` cannot be built from run-time data.
    public static func named(_ name: StaticString) -> ErrorType {
        ErrorType(sanitised: name.description)
    }

    private init(sanitised name: String) {
        self.name = Self.sanitised(name)
    }

    /// The recorded name.
    public var description: String { name }

    /// Type names only: letters, digits and `. _ : < > , -`; at most 200 characters.
    static func sanitised(_ text: String) -> String {
        let allowed = text.unicodeScalars.filter { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._:<>,-".unicodeScalars.contains(scalar))
        }
        return String(String.UnicodeScalarView(allowed.prefix(200)))
    }
}
