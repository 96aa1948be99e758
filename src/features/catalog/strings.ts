// The catalogue's own screens (product, offers, search, lists) and the add-to-basket panel load
// after the home, so their strings do too; the home's tiles and entries use startup strings.
export { strings as catalogStrings } from 'virtual:locale-strings?keys=product,add_to_cart,quick_add,home_rows,favourites,offer,leaflets,search,agencies,category,stepper,quantity,lists';
