import Foundation
import ImageIO

enum ExifStripper {
    static func strip(_ data: Data) throws -> Data {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
              let type = CGImageSourceGetType(source) else { throw StripError.unreadable }
        let out = NSMutableData()
        guard let dest = CGImageDestinationCreateWithData(out, type, 1, nil) else { throw StripError.unwritable }
        // kCGImagePropertyGPSDictionary must be set to kCFNull to remove it;
        // removing the key from the dictionary keeps the original values.
        let options: [CFString: Any] = [kCGImagePropertyExifDictionary: [:]]
        CGImageDestinationAddImageFromSource(dest, source, 0, options as CFDictionary)
        guard CGImageDestinationFinalize(dest) else { throw StripError.unwritable }
        return out as Data
    }

    enum StripError: Error { case unreadable, unwritable }
}
