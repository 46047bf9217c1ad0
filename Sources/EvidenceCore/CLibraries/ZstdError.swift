/// A libzstd failure (or a refusal to grow past the caller's bound), turned into a Swift error
/// where the C call returns.
public struct ZstdError: CLibraryError, Equatable {
    public var message: String
    public var description: String { message }

    init(message: String) {
        self.message = message
    }

    init(action: String, message: String) {
        self.message = "zstd failed \(action): \(message)"
    }
}
