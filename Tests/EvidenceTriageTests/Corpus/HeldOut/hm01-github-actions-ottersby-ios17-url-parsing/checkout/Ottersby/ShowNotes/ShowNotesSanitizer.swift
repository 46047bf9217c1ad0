//
//  ShowNotesSanitizer.swift
//  Ottersby
//
//  Turns a feed's HTML show notes into the one-line plain text used in the
//  "new episode" notification and the episode row preview.
//

import UIKit

enum ShowNotesSanitizer {
    static let photoLabel = "[photo]"

    static func previewText(fromHTML html: String) -> String {
        guard let data = html.data(using: .utf8),
              let attributed = try? NSMutableAttributedString(
                data: data,
                options: [.documentType: NSAttributedString.DocumentType.html,
                          .characterEncoding: String.Encoding.utf8.rawValue],
                documentAttributes: nil)
        else { return html }

        // Inline images arrive as text attachments (U+FFFC in the string).
        // Replace each one that carries an image with a readable label.
        var ranges: [NSRange] = []
        attributed.enumerateAttribute(.attachment,
                                      in: NSRange(location: 0, length: attributed.length)) { value, range, _ in
            if let attachment = value as? NSTextAttachment, attachment.image != nil {
                ranges.append(range)
            }
        }
        for range in ranges.reversed() {
            attributed.replaceCharacters(in: range, with: photoLabel)
        }

        return attributed.string
            .components(separatedBy: .newlines)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
