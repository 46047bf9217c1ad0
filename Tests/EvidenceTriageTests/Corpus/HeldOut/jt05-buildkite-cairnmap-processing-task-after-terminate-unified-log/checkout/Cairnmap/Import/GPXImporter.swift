import Foundation

/// Parses GPX 1.1 track points. Elevation may come as <ele> or, from some
/// watches, only in <extensions><gpxtpx:TrackPointExtension><gpxtpx:alt>.
final class GPXImporter: NSObject, XMLParserDelegate {
    private(set) var points: [TrackPoint] = []
    private var current: TrackPoint?
    private var text = ""

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch elementName {
        case "ele": current?.elevation = Double(text.trimmingCharacters(in: .whitespaces))
        case "trkpt": if let p = current { points.append(p) }; current = nil
        default: break
        }
        text = ""
    }
}
