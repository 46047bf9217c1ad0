package garden.pollen.shared

import androidx.compose.ui.window.ComposeUIViewController
import garden.pollen.shared.ui.PollenApp

fun MainViewController() = ComposeUIViewController { PollenApp() }
