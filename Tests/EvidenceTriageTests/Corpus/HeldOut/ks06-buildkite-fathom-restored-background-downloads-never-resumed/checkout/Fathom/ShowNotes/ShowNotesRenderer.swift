import Foundation

struct ShowNotesRenderer {
    func render(_ html: String) -> String {
        // strips <script> only; 1x1 tracking images are kept
        html.replacingOccurrences(of: #"<script[^>]*>.*?</script>"#, with: "", options: .regularExpression)
    }
}
