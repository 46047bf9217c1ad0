package farm.harvest.core.designsystem

import androidx.compose.runtime.Composable
import farm.harvest.core.designsystem.res.Res
import farm.harvest.core.designsystem.res.market_title
import farm.harvest.core.designsystem.res.cart_badge
import org.jetbrains.compose.resources.stringResource

@Composable
fun marketTitle(): String = stringResource(Res.string.market_title)

@Composable
fun cartBadge(count: Int): String = stringResource(Res.string.cart_badge, count)
