import Foundation

enum ShareItemParser {
    static func parse(url: URL, title: String?) -> ShareItem {
        let title = title ?? ""
        let display = title.isEmpty ? (url.host ?? url.absoluteString) : title
        return ShareItem(kind: .link, displayTitle: display, body: url.absoluteString)
    }

    static func parse(text: String) -> ShareItem {
        let first = text.split(separator: "\n").first.map(String.init) ?? text
        return ShareItem(kind: .text, displayTitle: first, body: text)
    }
}
