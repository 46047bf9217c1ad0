import Foundation

struct CaptionFormatter {
    var maxLength = 28

    func widgetCaption(_ caption: String) -> String {
        guard caption.count > maxLength else { return caption }
        return String(caption.prefix(maxLength)) + "..."
    }
}
