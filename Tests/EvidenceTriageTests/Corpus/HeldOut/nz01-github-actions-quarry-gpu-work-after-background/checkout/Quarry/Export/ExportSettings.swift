import Foundation

enum ExportFormat: String { case heic, jpeg, png }

struct ExportSettings {
    var format: ExportFormat = .heic
    var jpegQuality: Double = 0.8
    var keepsLocation = false
}
