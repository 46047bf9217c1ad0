import AsyncStorage from '@react-native-async-storage/async-storage';

export type Scan = { id: string; parcelId: string; scannedAt: string; berth: string };

const KEY = 'outbox.v2';

export class OutboxQueue {
  async peekAll(): Promise<Scan[]> {
    return JSON.parse((await AsyncStorage.getItem(KEY)) ?? '[]');
  }

  async isEmpty(): Promise<boolean> {
    return (await this.peekAll()).length === 0;
  }

  /** A parcel scanned twice at the same berth within a minute is one scan. */
  async add(scan: Scan): Promise<void> {
    const all = await this.peekAll();
    const duplicate = all.some((s) => s.id === scan.id);
    if (!duplicate) all.push(scan);
    await AsyncStorage.setItem(KEY, JSON.stringify(all));
  }

  async remove(id: string): Promise<void> {
    const all = (await this.peekAll()).filter((s) => s.id !== id);
    await AsyncStorage.setItem(KEY, JSON.stringify(all));
  }
}
