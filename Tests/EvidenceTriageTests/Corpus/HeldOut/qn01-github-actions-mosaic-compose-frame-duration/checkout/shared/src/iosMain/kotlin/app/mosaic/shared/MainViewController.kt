package app.mosaic.shared

import androidx.compose.ui.window.ComposeUIViewController
import app.mosaic.shared.ui.MosaicApp

fun MainViewController() = ComposeUIViewController { MosaicApp() }
