import CZlib

/// A zlib failure, turned into a Swift error where the C call returns.
public struct ZlibError: CLibraryError {
    public var code: Int32
    public var message: String
    public var description: String { message }

    init(code: Int32, action: String, stream: UnsafePointer<z_stream>? = nil) {
        self.code = code
        var detail = Self.name(code)
        if let text = stream?.pointee.msg { detail += " (\(String(cString: text)))" }
        message = "zlib failed \(action): \(detail)"
    }

    private static func name(_ code: Int32) -> String {
        switch code {
        case Z_STREAM_ERROR: "inconsistent stream state"
        case Z_DATA_ERROR: "invalid or incomplete deflate data"
        case Z_MEM_ERROR: "out of memory"
        case Z_BUF_ERROR: "no progress possible"
        case Z_VERSION_ERROR: "incompatible zlib version"
        default: "error \(code)"
        }
    }
}
