package app.orbit.shared

import androidx.compose.ui.window.ComposeUIViewController
import app.orbit.shared.ui.OrbitRoot

fun MainViewController() = ComposeUIViewController { OrbitRoot() }
