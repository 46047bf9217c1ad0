import UIKit

/// Renders the signed job sheet PDF that is attached to the invoice.
struct JobSheetRenderer {
    static let pageSize = CGSize(width: 595, height: 842)          // A4 at 72 dpi
    static let signatureBox = CGRect(x: 48, y: 690, width: 240, height: 96)

    /// Where the captured signature image is drawn, preserving its aspect ratio.
    func signatureRect(for imageSize: CGSize) -> CGRect {
        let box = Self.signatureBox
        let scale = box.width / imageSize.width
        let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        return CGRect(x: box.minX, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }
}
