package com.tidewell.e2e;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AlertsIT extends TidewellIOSBase {

    @Test
    void stormBannerShownForGaleWarning() {
        ForecastScreen forecast = openStation("Skerry Point");
        assertTrue(forecast.stormBannerVisible(), "Gale warning fixture should show the storm banner");
    }

    @Test
    void stormBannerDismissedOnForeground() {
        ForecastScreen forecast = openStation("Skerry Point");
        driver.executeScript("mobile: backgroundApp", Map.of("seconds", 2));
        driver.activateApp(BUNDLE_ID);
        assertFalse(forecast.stormBannerVisible(), "Storm banner should be gone after returning to foreground");
    }
}
