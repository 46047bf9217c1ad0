import { IonText } from '@ionic/react';

// Shown instead of the camera preview when BarcodeScanner.isSupported() is false
// (simulators, devices without a camera).
export function ScannerPlaceholder() {
  return (
    <div className="scanner-placeholder" data-testid="scanner-placeholder">
      <IonText color="medium">
        <h2>Barcode scanning is device-only</h2>
        <p>Open Ferrule on an iPhone or iPad with a camera to scan asset tags.</p>
      </IonText>
    </div>
  );
}
