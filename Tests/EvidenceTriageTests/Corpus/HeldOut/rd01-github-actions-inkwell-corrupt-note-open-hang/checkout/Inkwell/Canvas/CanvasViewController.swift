import UIKit
import PencilKit

final class CanvasViewController: UIViewController, PKCanvasViewDelegate {
    private let canvasView = PKCanvasView()
    private let toolPicker = PKToolPicker()
    var document: NoteDocument?

    override func viewDidLoad() {
        super.viewDidLoad()
        canvasView.delegate = self
        canvasView.drawingPolicy = .anyInput
        canvasView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(canvasView)
        NSLayoutConstraint.activate([
            canvasView.topAnchor.constraint(equalTo: view.topAnchor),
            canvasView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            canvasView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            canvasView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        toolPicker.setVisible(true, forFirstResponder: canvasView)
        toolPicker.addObserver(canvasView)
        canvasView.becomeFirstResponder()
    }

    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
        document?.drawingData = NoteDocument.magic + canvasView.drawing.dataRepresentation()
        document?.updateChangeCount(.done)
    }

    func dismissSelectionMenu() {
            UIMenuController.shared.hideMenu()
    }
}
