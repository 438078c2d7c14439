import { Label } from '@/components/ui/label';

/** "Price (USD)", with a FREE badge once the typed price is zero. */
export const PriceLabel = ({ htmlFor, price }: { htmlFor: string; price: string }) => {
  const isFree = price.trim() !== '' && Number(price) === 0;
  return (
    <Label htmlFor={htmlFor}>
      Price (USD) {isFree && <span className="ml-1 font-bold text-success-text">FREE</span>}
    </Label>
  );
};
