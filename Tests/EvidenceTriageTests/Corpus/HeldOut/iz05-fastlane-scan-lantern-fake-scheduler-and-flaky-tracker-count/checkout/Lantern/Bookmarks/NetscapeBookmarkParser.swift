import Foundation

/// Parses the Netscape bookmark HTML format exported by Safari, Chrome and Firefox.
struct NetscapeBookmarkParser {
    func parse(_ html: String) -> BookmarkFolder {
        var stack = [BookmarkFolder(title: "Imported")]
        for rawLine in html.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<DT><H3") {
                stack.append(BookmarkFolder(title: Self.innerText(line)))
            } else if line.hasPrefix("<DT><A") {
                stack[stack.count - 1].bookmarks.append(Bookmark(title: Self.innerText(line), url: Self.href(line)))
            } else if line.hasPrefix("</DL>"), stack.count > 1 {
                let finished = stack.removeLast()
                stack[0].folders.append(finished)
            }
        }
        return stack[0]
    }
}
